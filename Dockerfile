# Beacon: the compiled server and console on Node.js 24, without dev dependencies, as a non-root
# user. The analytics store is a ClickHouse server (CLICKHOUSE_URL): the embedded chdb engine is
# left out of the image. See README.md "Deployment".

# Build: every dependency, then `npm run build` (the console and the compiled server).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/analytics/package.json packages/analytics/
COPY packages/contracts/package.json packages/contracts/
COPY packages/simulator/package.json packages/simulator/
COPY packages/targeting/package.json packages/targeting/
RUN npm ci
COPY . .
RUN npm run build

# The server's production dependencies only (not the console's, which is built); chdb (an optional
# dependency, about 540 MB) removed.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/packages/analytics/package.json packages/analytics/
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/simulator/package.json packages/simulator/
COPY --from=build /app/packages/targeting/package.json packages/targeting/
RUN npm ci --omit=dev --workspace @beacon/api --ignore-scripts && rm -rf node_modules/chdb node_modules/@chdb && npm cache clean --force

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# Files the compiled server reads where they are in the repository (ARCHITECTURE.md
# "Production build and operations").
COPY --from=build /app/apps/api/src/db/migrations apps/api/src/db/migrations
COPY --from=build /app/apps/api/src/db/reference-data/cities.json apps/api/src/db/reference-data/
COPY --from=build /app/packages/analytics/src/migrations packages/analytics/src/migrations
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
# /api/ready gives each of its checks 5 s.
HEALTHCHECK --interval=15s --timeout=10s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The API; the worker service runs apps/api/dist/worker.js. SIGTERM stops it gracefully.
CMD ["node", "--enable-source-maps", "apps/api/dist/main.js"]
