// PostCSS for the SPA's own CSS: Mantine's mixins (light/dark, hover, rtl), rem()/em() and breakpoints, and
// `@mixin noto-sans <weights>, <subsets>` (theme/fonts.css).
import { createRequire } from 'node:module';

const notoSansRanges = createRequire(import.meta.url)('@fontsource/noto-sans/unicode.json');

/**
 * One @font-face per weight and subset of the self-hosted Noto Sans, each with the subset's unicode-range
 * from @fontsource's own table, so a browser downloads only the files for the characters on the page.
 */
function notoSans(mixin, weights, subsets) {
  // Each node carries the mixin's source, so Vite resolves the url() from theme/fonts.css.
  const { source } = mixin;
  for (const weight of weights.split(/\s+/)) {
    for (const subset of subsets.split(/\s+/)) {
      const range = notoSansRanges[subset];
      if (!range) throw mixin.error(`noto-sans: @fontsource/noto-sans has no subset ${subset}`);
      const face = {
        'font-family': "'Noto Sans'",
        'font-style': 'normal',
        'font-display': 'swap',
        'font-weight': weight,
        src: `url('@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff2') format('woff2')`,
        'unicode-range': range.split(',').join(', '),
      };
      const nodes = Object.entries(face).map(([prop, value]) => ({ prop, value, source }));
      mixin.before({ name: 'font-face', source, nodes });
    }
  }
}

export default {
  plugins: {
    'postcss-preset-mantine': { mixins: { 'noto-sans': notoSans } },
  },
};
