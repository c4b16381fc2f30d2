/** The files module's public face for other modules (eslint.config.js module boundaries). */
export { photoUrl } from './photo-url';
