# syntax=docker/dockerfile:1
#
# The site's Node server with its build: static pages, redirects and POST /api/contact.
# UNTESTED: the machines this project is developed and tested on run no Docker engine, so this
# file has never been built. It follows the steps `npm ci && npm run build && npm run serve`
# take, which the tests do run; see docs/deployment.md.
#
#   docker build -t zs-uav-site .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e SMTP_URL=smtps://… zs-uav-site
#
# Without DATABASE_URL, leads go to SQLite in /app/data: mount a volume there.

# Node.js 24 LTS, the line package.json's "engines" promises (docs/decisions/067-node-24.md).
FROM node:24-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 ships its addon prebuilt; an npm that does not read package.json's allowScripts
# still runs node-gyp over it, which needs these even where it then compiles nothing.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
# The server runs its TypeScript through tsx (a dependency), reading server/, src/ and
# scripts/build-layout.ts; the leads command (npm run leads) needs scripts/leads.ts.
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
COPY --from=build /app/src ./src
COPY --from=build /app/scripts ./scripts
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME /app/data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--import", "tsx", "server/main.ts"]
