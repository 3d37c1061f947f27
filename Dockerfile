# The app image: builds engine-wasm (Debian's Rust with the wasm32 target), the API and the web
# app, then runs the API, which also serves the web app. Configure with DATABASE_URL,
# ELASTICSEARCH_URL and the other variables listed in the README.
FROM node:20-bookworm AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends rustc cargo libstd-rust-dev-wasm32 lld binaryen \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/e2e/package.json apps/e2e/
COPY libs/contracts/package.json libs/contracts/
COPY libs/engine/package.json libs/engine/
COPY libs/scene/package.json libs/scene/
COPY libs/server/platform/package.json libs/server/platform/
COPY libs/server/identity/package.json libs/server/identity/
COPY libs/server/catalog/package.json libs/server/catalog/
COPY libs/server/designs/package.json libs/server/designs/
COPY libs/server/folders/package.json libs/server/folders/
COPY libs/server/orders/package.json libs/server/orders/
COPY libs/server/mockups/package.json libs/server/mockups/
COPY libs/server/brand/package.json libs/server/brand/
COPY libs/server/imagemaker/package.json libs/server/imagemaker/
COPY libs/server/rendering/package.json libs/server/rendering/
RUN npm install --no-audit --no-fund
COPY . .
RUN node tools/run.mjs build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app /app
VOLUME /data
EXPOSE 3000
USER node
CMD ["node", "--enable-source-maps", "apps/api/dist/main.js"]
