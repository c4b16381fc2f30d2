/** Route module of /lawyer-profile: the cabinet layout; without a token, the single sign-on starts. */
import { CabinetLayout } from './cabinet-layout';
import { requireSignIn } from './guards';

export const loader = requireSignIn;
export const Component = CabinetLayout;
