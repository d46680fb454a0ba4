# The whole product on one address (port 3000), built with the commands the tests run.
# These machines reach no image registry: this file is kept minimal and is not built in CI.
FROM node:20-bookworm-slim AS build
# better-sqlite3 compiles from source.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
RUN npm i -g pnpm@10
WORKDIR /app
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build

FROM node:20-bookworm-slim
# For pnpm --filter api run set-password | restore | import inside the container.
RUN npm i -g pnpm@10
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
ENV PORT=3000 HOST=0.0.0.0 API_DATA_DIR=/data
VOLUME /data
EXPOSE 3000
# A read endpoint, asked from inside (loopback, no proxy header: no password needed).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:3000/api/capabilities').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# What `pnpm serve --one-address` runs.
CMD ["node", "scripts/serve-all.mjs", "--one-address"]
