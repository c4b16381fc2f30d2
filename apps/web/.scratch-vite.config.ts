import { mergeConfig } from 'vite';
import base from './vite.config';
export default mergeConfig(base, { resolve: { alias: { '@portal/domain': '/tmp/scratch/domain-shim.ts' } }, build: { outDir: '/tmp/scratch/dist' } });
