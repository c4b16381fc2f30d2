// PostCSS for the SPA's own CSS: Mantine's mixins (light/dark, hover, rtl), rem()/em() and breakpoints.
export default {
  plugins: {
    'postcss-preset-mantine': {},
  },
};
