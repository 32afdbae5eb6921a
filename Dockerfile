# syntax=docker/dockerfile:1
# The back office as one container: Next's standalone server on Node 24.21.0, run as a non-root user.
# Not built on the development machines (they run no Docker engine); e2e/standalone.spec.ts runs
# the same standalone server from the e2e build instead. Usage: docs/operations.md, "Container image".

# The exact Node the tests and CI run (package.json's `node` devDependency and `engines`, .nvmrc):
# a moving tag would let production take another patch than the one tested. Renovate moves all three.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# Read at build time: the docs' canonical URLs and the time zone the pages are shown in.
ARG SITE_URL=http://localhost:3000
ARG NEXT_PUBLIC_TIME_ZONE=Europe/Moscow
ENV SITE_URL=${SITE_URL} NEXT_PUBLIC_TIME_ZONE=${NEXT_PUBLIC_TIME_ZONE} NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# No install scripts: the only one the build could use is the `node` devDependency's, and the
# image brings its own Node 24 (so Next is started with it below, not through npm run).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN node node_modules/next/dist/bin/next build

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# HOSTNAME: Docker sets it to the container id, and server.js listens on that name otherwise.
# DATA_DIR: the BFF's SQLite store (audit trail, notes, views, sessions) when DATABASE_URL is unset.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 HOSTNAME=0.0.0.0 PORT=3000 DATA_DIR=/app/data
# The standalone server with the node_modules it needs, plus the two folders it does not copy
# itself. Owned by root, so the app cannot rewrite its own code; only Next's cache and the data
# directory are the `node` user's (e2e/standalone.spec.ts runs this layout as a non-root user).
COPY --from=build /app/.next/standalone ./
COPY --from=build /app/.next/static ./.next/static
COPY --from=build /app/public ./public
# store:backup and store:restore of the SQLite store, plain Node (docs/operations.md, "Backup and restore").
COPY --from=build /app/scripts/store-backup.mjs /app/scripts/store-restore.mjs /app/scripts/store-file.mjs ./scripts/
RUN mkdir -p .next/cache "$DATA_DIR" && chown node:node .next/cache "$DATA_DIR"
# A new named volume starts as a copy of this directory, owner included, so the store stays
# writable and outlives the container. With DATABASE_URL it stays empty.
VOLUME ["/app/data"]
# The `node` user (uid 1000) of the official image.
USER node
EXPOSE 3000
# The same probe the balancer uses (deploy/haproxy.cfg); the slim image has no curl.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM starts the graceful shutdown (up to SHUTDOWN_GRACE_MS, 25 s): stop with `docker stop -t 30`.
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
