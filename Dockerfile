# The demo: the mock server with the built panel on one port, as `npm start` runs it, its state in the /data volume.
#   docker build -t gold-panel-demo .
#   docker run -p 4000:4000 -v gold-demo-data:/data -e MOCK_CONTROL_TOKEN=… gold-panel-demo
# The panel alone, for the provider's real API, is deploy/Dockerfile.panel (README › Deploying against the real API).

# The panel and the mock's bundle, built from the lockfile. The manifests come first, so that a change of the sources
# keeps the installed dependencies' layer.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY mock-server/package.json mock-server/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && node mock-server/build.mjs

# What the bundle still loads at run time: the mock's own dependencies, which mock-server/build.mjs leaves out of it
# (libsql's native module among them), and nothing else. The workspace links point at sources the image has not.
FROM node:20-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY mock-server/package.json mock-server/
COPY web/package.json web/
COPY e2e/package.json e2e/
RUN npm ci --omit=dev --workspace=mock-server --no-audit --no-fund \
    && rm -rf node_modules/@gold \
    && npm cache clean --force

FROM node:20-bookworm-slim
# Every interface inside the container: set MOCK_CONTROL_TOKEN before the port is reachable from a network.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    MOCK_DATA_FILE=/data/mock.db
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/mock-server/dist ./mock-server/dist
COPY --from=build /app/web/dist ./web/dist
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "mock-server/dist/main.js"]
