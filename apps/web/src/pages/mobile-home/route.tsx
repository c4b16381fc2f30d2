/**
 * /mobile (spec section 2): the phone's home, for visitors and signed-in people alike (mobile/mobile-home.tsx)
 * in the phone frame with the bottom navigation.
 */
import { loadAppealMessages } from '../../appeals/load-messages';
import { PhoneFrame } from '../../cabinet/mobile-frame';
import { MobileHome } from '../../mobile/mobile-home';

export const loader = loadAppealMessages;

export function Component() {
  return (
    <PhoneFrame testId="mobile-home">
      <MobileHome />
    </PhoneFrame>
  );
}
