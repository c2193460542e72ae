import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { i18n } from '@lingui/core';
import { BackupProgress, type BackupStatus, type BackupTaken } from '@atelier/contracts';
import { ApiError, apiUrl, NETWORK_ERROR_MESSAGE, readableServerMessage } from '@/lib/api-client';
import { getToken } from '@/lib/session';
import { backupStatusKey } from './get-backup-status';

/** A step of a backup under way, as the server tells it. */
export type BackupStep = Extract<BackupProgress, { step: 'database' | 'pictures' | 'archive' | 'upload' }>;

/** The server took the backup and it failed: `message` is its reason, as the audit log keeps it. */
export class BackupFailed extends Error {
  override readonly name = 'BackupFailed';
}

/** The reply ended before its last line: the backup may still finish on the server. */
export class BackupCutOff extends Error {
  override readonly name = 'BackupCutOff';
}

/** One line of the reply as JSON, or undefined for anything else (a blank line). */
function parseLine(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/**
 * POST /api/admin/backup ("Back up now", owner; docs/decisions/131-backups.md): reads the reply's
 * JSON lines as they come, telling `onStep` each step, and resolves to the backup taken. Rejects with
 * ApiError for a refused request (409: none configured, one under way; 403; a network failure),
 * BackupFailed with the server's reason, or BackupCutOff when the reply stopped before its end.
 */
async function backUpNow(onStep: (step: BackupStep) => void): Promise<BackupTaken> {
  let response: Response;
  try {
    response = await fetch(apiUrl('/api/admin/backup'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${getToken() ?? ''}`, Accept: 'application/x-ndjson', 'Accept-Language': i18n.locale || 'en' },
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok || !response.body) {
    const payload = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    throw new ApiError(response.status, readableServerMessage(response.status, payload), {}, payload);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let pending = '';
  for (;;) {
    let chunk: ReadableStreamReadResult<string>;
    try {
      chunk = await reader.read();
    } catch {
      throw new BackupCutOff();
    }
    if (chunk.done) throw new BackupCutOff();
    pending += chunk.value;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const parsed = BackupProgress.safeParse(parseLine(line));
      if (!parsed.success) continue;
      const step = parsed.data;
      if (step.step === 'done') return step.backup;
      if (step.step === 'failed') throw new BackupFailed(step.message);
      onStep(step);
    }
  }
}

/**
 * "Back up now" as a mutation, with the step under way (null before the first and after the end).
 * A backup taken becomes the status's last good one at once; the status is read again either way.
 */
export function useBackUpNow() {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<BackupStep | null>(null);
  const mutation = useMutation({
    mutationFn: () => backUpNow(setStep),
    onSuccess: (taken) =>
      queryClient.setQueryData<BackupStatus>(backupStatusKey, (old) =>
        old ? { ...old, last_success: { at: taken.at, file: taken.file, bytes: taken.bytes, counts: taken.counts }, last_failure: null, warning: false } : old,
      ),
    onSettled: () => {
      setStep(null);
      void queryClient.invalidateQueries({ queryKey: backupStatusKey });
    },
  });
  return { ...mutation, step };
}
