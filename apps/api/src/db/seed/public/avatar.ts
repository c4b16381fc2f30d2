import { PNG } from 'pngjs';
import { createRng } from '@portal/synthetic';

const WIDTH = 90;
const HEIGHT = 120;

/** Soft backgrounds and darker silhouettes, like studio photo backdrops. */
const BACKDROPS: readonly [number, number, number][] = [
  [218, 228, 240],
  [226, 232, 226],
  [236, 230, 222],
  [224, 224, 232],
  [238, 238, 238],
];
const CLOTHES: readonly [number, number, number][] = [
  [40, 52, 76],
  [52, 52, 56],
  [70, 44, 44],
  [36, 64, 60],
];
const SKIN: readonly [number, number, number][] = [
  [224, 186, 160],
  [208, 164, 132],
  [186, 140, 108],
  [232, 200, 176],
];
const HAIR: readonly [number, number, number][] = [
  [30, 24, 20],
  [58, 40, 28],
  [20, 20, 20],
  [92, 64, 44],
];

/**
 * A small 3x4 portrait placeholder (90x120 PNG): a head, hair and shoulders on a plain backdrop, with
 * colours drawn from the key, so every generated lawyer has a distinct, recognisable photo.
 */
export function generateAvatar(key: string, female: boolean): Buffer {
  const rng = createRng('avatar', key);
  const bg = rng.pick(BACKDROPS);
  const cloth = rng.pick(CLOTHES);
  const skin = rng.pick(SKIN);
  const hair = rng.pick(HAIR);
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  const cx = WIDTH / 2 + rng.int(-3, 3);
  const headY = 48;
  const headR = 19;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      let c = bg;
      const dx = x - cx;
      const dyHead = y - headY;
      const inHead = (dx * dx) / (headR * headR * 0.8) + (dyHead * dyHead) / (headR * headR * 1.15) <= 1;
      const inHair =
        (dx * dx) / ((headR + 3) * (headR + 3) * 0.85) +
          ((y - headY + 5) * (y - headY + 5)) / ((headR + 3) * (headR + 3)) <=
          1 &&
        (y < headY - 8 || (female && y < headY + 22 && Math.abs(dx) > headR * 0.7));
      const shoulderTop = 84;
      const inBody = y >= shoulderTop && (dx * dx) / (34 * 34) + ((y - 120) * (y - 120)) / (38 * 38) <= 1;
      const inNeck = Math.abs(dx) < 7 && y > headY + 15 && y < shoulderTop + 4;
      if (inBody) c = cloth;
      else if (inNeck) c = skin;
      if (inHair) c = hair;
      else if (inHead) c = skin;
      const i = (y * WIDTH + x) * 4;
      png.data[i] = c[0];
      png.data[i + 1] = c[1];
      png.data[i + 2] = c[2];
      png.data[i + 3] = 255;
    }
  }
  // Each row is filtered against the row above ("Up": runs of one colour become zeros), not by trying the
  // five PNG filters on every row and keeping the best: the demo seed writes 3,000 of these into a new database.
  return PNG.sync.write(png, { colorType: 2, deflateLevel: 9, filterType: 2 });
}
