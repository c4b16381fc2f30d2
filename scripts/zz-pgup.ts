import { startEmbeddedPostgres } from '../apps/api/src/db/embedded';
const s = await startEmbeddedPostgres({ dataDir: '/work/wt-public/.data/bench/pg', port: 18555, password: 'bench', database: 'portal' });
console.log(s.url);
process.on('SIGTERM', async () => { await s.stop(); process.exit(0); });
setInterval(() => {}, 1000);
