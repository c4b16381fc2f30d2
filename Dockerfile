# The portal's image: the API (Fastify, run by node from its bundle, apps/api/dist) serving the built SPA.
# Build: docker build -t legal-aid-portal .   Run: see deploy/compose/compose.yaml and docs/operations.md.

# 1. Dependencies, from the lock file only (cached while package*.json do not change).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/gov-sim/package.json apps/gov-sim/
COPY e2e/package.json e2e/
COPY packages/contracts/package.json packages/contracts/
COPY packages/domain/package.json packages/domain/
COPY packages/i18n/package.json packages/i18n/
COPY packages/integrations/package.json packages/integrations/
COPY packages/synthetic/package.json packages/synthetic/
COPY packages/test-support/package.json packages/test-support/
RUN npm ci --no-audit --no-fund

# 2. The production build: the SPA (apps/web/dist, with its prerendered pages, and apps/web/dist-ssr, the
#    server render the API fills /news with) and the programs' bundles (apps/api/dist: the API and its
#    migration runner), built in /app, where they run.
FROM deps AS build
COPY . .
RUN npm run build

# 3. What runs: the sources, the dependencies and the built SPA, as the unprivileged user `node`.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    SEED=reference \
    TRUST_PROXY=true \
    DRAIN_DELAY_SECONDS=5
WORKDIR /app
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:8080/api/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The migration Job runs: node --enable-source-maps apps/api/dist/migrate-main.mjs
CMD ["node", "--max-old-space-size=256", "--max-semi-space-size=32", "--enable-source-maps", "apps/api/dist/main.mjs"]
