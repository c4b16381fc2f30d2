/** /lawyer-profile/letters: what waits, the boxes, the new answers and receipts, a new letter. */
export { LettersHome as Component } from '../../letters/letters-home';
