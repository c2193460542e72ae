import { msg } from '@lingui/core/macro';
import { ACCOUNT_MESSAGES, ADDRESS_MESSAGES, MESSAGES } from '@atelier/contracts';
import { i18n } from '@/lib/i18n/i18n';
import { addSpecMessages, specText } from '@/lib/i18n/spec-messages';
import { CHANGE_PASSWORD_FAILED } from './api/change-password';
import { CREATE_ADDRESS_FAILED } from './api/create-address';
import { DELETE_ACCOUNT_MESSAGES } from './api/delete-account';
import { DELETE_ADDRESS_FAILED } from './api/delete-address';
import { ADDRESSES_LOAD_FAILED } from './api/get-addresses';
import { CURRENT_USER_MESSAGES } from './api/get-current-user';
import { RESET_MESSAGES } from './api/reset-password';
import { UPDATE_PROFILE_FAILED } from './api/update-profile';

/*
 * The account area's fixed English texts — the contracts' validation and page messages (shared with
 * the server, quoted from the spec) and this feature's own constants (tests and callers compare them)
 * — with their translatable twins (see lib/i18n/spec-messages.ts). A text goes through `accountText`
 * where it is shown; the English stays letter for letter. A text the server sent arrives already in
 * the page's language (docs/decisions/109) and is shown as it is.
 */
addSpecMessages([
  [MESSAGES.emailRequired, msg`Email is required`],
  [MESSAGES.emailInvalid, msg`Please enter a valid email address`],
  [MESSAGES.passwordRequired, msg`Password is required`],
  [ACCOUNT_MESSAGES.nameRequired, msg`Name is required`],
  [ACCOUNT_MESSAGES.phoneRequired, msg`Phone number is required`],
  [ACCOUNT_MESSAGES.phoneInvalid, msg`Please enter a valid phone number`],
  [ACCOUNT_MESSAGES.passwordTooShort, msg`Password must be at least 6 characters long`],
  [ACCOUNT_MESSAGES.confirmRequired, msg`Please confirm your password`],
  [ACCOUNT_MESSAGES.passwordsDiffer, msg`Passwords do not match`],
  [ACCOUNT_MESSAGES.codeRequired, msg`Verification code is required`],
  [ACCOUNT_MESSAGES.codeLength, msg`Verification code must be 6 digits`],
  [ACCOUNT_MESSAGES.codeInvalidPage, msg`Please enter a valid 6-digit code`],
  [ACCOUNT_MESSAGES.pictureTooLarge, msg`Profile picture must be less than 5MB`],
  [ACCOUNT_MESSAGES.pictureNotImage, msg`Please select a valid image file`],
  [ACCOUNT_MESSAGES.needsVerification, msg`Please verify your email before logging in.`],
  [ACCOUNT_MESSAGES.invalidCredentials, msg`Invalid email or password`],
  [ACCOUNT_MESSAGES.invalidCode, msg`Invalid or expired verification code`],
  [ACCOUNT_MESSAGES.verificationFailed, msg`Verification failed`],
  [ACCOUNT_MESSAGES.sendCodeFailed, msg`Failed to send verification code`],
  [ACCOUNT_MESSAGES.sessionExpired, msg`Your session has expired. Please log in again.`],
  [ACCOUNT_MESSAGES.newPasswordRequired, msg`New password is required`],
  [ACCOUNT_MESSAGES.confirmNewPasswordRequired, msg`Please confirm your new password`],
  [ACCOUNT_MESSAGES.currentPasswordRequired, msg`Current password is required`],
  [ACCOUNT_MESSAGES.newPasswordsDiffer, msg`New passwords do not match`],
  [ACCOUNT_MESSAGES.newPasswordTooShort, msg`New password must be at least 6 characters long`],
  [ACCOUNT_MESSAGES.resetCodeSent, msg`Verification code sent to your email! Please check your inbox and enter the code below.`],
  [ACCOUNT_MESSAGES.resetCodeVerified, msg`Verification code verified! You can now set your new password.`],
  [ACCOUNT_MESSAGES.passwordReset, msg`Password reset successfully! You can now login with your new password.`],
  [ACCOUNT_MESSAGES.invalidResetToken, msg`Invalid or expired reset token`],
  [ACCOUNT_MESSAGES.typeDelete, msg`Please type DELETE to confirm account deletion`],
  [ADDRESS_MESSAGES.required, msg`Please fill all required fields`],
  [RESET_MESSAGES.sendFailed, msg`Failed to send verification code. Please try again.`],
  [RESET_MESSAGES.codeInvalid, msg`Invalid verification code. Please try again.`],
  [RESET_MESSAGES.resetFailed, msg`Failed to reset password. Please try again.`],
  [RESET_MESSAGES.codeOnItsWay, msg`We sent a code to this address less than a minute ago. Enter it below, or ask for a new one when the countdown ends.`],
  [CHANGE_PASSWORD_FAILED, msg`Failed to change password`],
  [CREATE_ADDRESS_FAILED, msg`Failed to add address`],
  [DELETE_ADDRESS_FAILED, msg`Failed to delete address`],
  [ADDRESSES_LOAD_FAILED, msg`Failed to load addresses`],
  [DELETE_ACCOUNT_MESSAGES.failed, msg`Failed to delete account`],
  [DELETE_ACCOUNT_MESSAGES.deleted, msg`Your account has been deleted`],
  [CURRENT_USER_MESSAGES.loadFailed, msg`Failed to load user data`],
  [CURRENT_USER_MESSAGES.loadFailedToast, msg`Failed to load profile data`],
  [UPDATE_PROFILE_FAILED, msg`Failed to update profile`],
]);

/**
 * A fixed English text of the account area (a contract's validation message, a page message) in the
 * active language; the length limits of the contracts ("Must be at most 100 characters") too; any
 * other text (the server's own reason) as it is. `undefined` stays `undefined` (no field error).
 */
export function accountText(text: string): string;
export function accountText(text: string | undefined): string | undefined;
export function accountText(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const longText = /^Must be at most (\d+) characters$/.exec(text);
  if (longText) return i18n._(msg`Must be at most ${longText[1]} characters`);
  const longPassword = /^Password must be at most (\d+) characters long$/.exec(text);
  if (longPassword) return i18n._(msg`Password must be at most ${longPassword[1]} characters long`);
  return specText(text);
}

export { specMessageTexts } from '@/lib/i18n/spec-messages';
