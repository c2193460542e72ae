import { AccountPage } from '../account-page';
import { ProfileReturns } from './profile-returns';
import { t } from '@lingui/core/macro';

/**
 * /returns (spec 01 §2, docs/decisions/098): the heading, then the signed-in customer's
 * return requests and the request form (the profile's Returns panel), or a sign-in prompt that comes
 * back here.
 */
export default function ReturnsRoute() {
  return (
    <AccountPage title={t`Returns`} signInText={t`Your return requests, and the form to request a return of an order, show here once you are logged in.`}>
      <ProfileReturns />
    </AccountPage>
  );
}
