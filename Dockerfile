# syntax=docker/dockerfile:1
# Every image of docker-compose.yml, from one file. Build context: the repository root.
#   docker build --target service   --build-arg SERVICE=vip .          (candidate, crawler-worker, vip)
#   docker build --target catalogue --build-arg SERVICE=catalogue .
#   docker build --target gateway .
# One `build` stage compiles everything; BuildKit runs it once however many images compose builds.
ARG NODE_IMAGE=node:20-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:1.27-alpine
ARG SERVICE

# The manifests alone, so the npm ci layers below are reused until one of them changes.
# npm ci checks every workspace of the lockfile, so every workspace's package.json is here.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY services/contracts/package.json services/contracts/
COPY services/server-kit/package.json services/server-kit/
COPY services/catalogue/package.json services/catalogue/
COPY services/candidate/package.json services/candidate/
COPY services/crawler-worker/package.json services/crawler-worker/
COPY services/vip/package.json services/vip/
COPY web/package.json web/
COPY admin/package.json admin/
COPY packages/vite-plugins/package.json packages/vite-plugins/
COPY packages/test-kit/package.json packages/test-kit/

# Services (tsc), storefront (client and server entry) and admin bundles. Install scripts are
# skipped: the native parts (rolldown, sharp) come as prebuilt optional packages.
FROM manifests AS build
RUN npm ci --prefer-offline --no-audit --no-fund --ignore-scripts
COPY tsconfig.base.json ./
COPY services services
COPY packages/vite-plugins packages/vite-plugins
COPY web web
COPY admin admin
RUN npm run build

# One service's production dependencies only, nested ones included (npm nests a package under
# a workspace when its version differs from the hoisted one, e.g. under services/server-kit).
FROM manifests AS service-deps
ARG SERVICE
RUN npm ci --workspace services/${SERVICE} --omit=dev --prefer-offline --no-audit --no-fund --ignore-scripts

# A Fastify service: its code, the two shared packages and its production dependencies.
FROM ${NODE_IMAGE} AS service
ARG SERVICE
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 SERVICE=${SERVICE}
WORKDIR /app
COPY --from=service-deps /app ./
COPY --from=build /app/services/contracts/dist services/contracts/dist
COPY --from=build /app/services/server-kit/dist services/server-kit/dist
COPY --from=build /app/services/${SERVICE}/dist services/${SERVICE}/dist
# Mount points of the named volumes (docker-compose.yml): a new volume takes the owner of the
# image's folder, and the services write there as `node`.
RUN mkdir -p /var/lib/portal/prerender /var/lib/portal/media/thumbs /var/lib/portal/media/local-games /var/lib/portal/local-games-inbox \
 && chown -R node:node /var/lib/portal
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/healthz').then(r => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# exec: node replaces the shell, so it is PID 1 and receives docker's SIGTERM itself.
CMD ["/bin/sh", "-c", "exec node services/${SERVICE}/dist/server.js"]

# The catalogue also seeds the built-in games and prerenders the storefront from its server
# entry (an ES module: web/package.json says so).
FROM service AS catalogue
COPY games games
COPY --from=build /app/web/package.json web/
COPY --from=build /app/web/dist web/dist
ENV BUILTIN_GAMES_DIR=/app/games WEB_DIST_DIR=/app/web/dist PRERENDER_DIR=/var/lib/portal/prerender

# The gateway: nginx with both front-end bundles and the built-in games. nginx-unprivileged
# runs as uid 101 and renders /etc/nginx/templates/*.template with envsubst at start.
FROM ${NGINX_IMAGE} AS gateway
ENV LISTEN_PORT=8080 \
    CATALOGUE_UPSTREAM=catalogue:3000 \
    CATALOGUE_MORE_SERVERS="" \
    CANDIDATE_UPSTREAM=candidate:3000 \
    CRAWLER_UPSTREAM=crawler-worker:3000 \
    VIP_UPSTREAM=vip:3000 \
    WEB_ROOT=/usr/share/nginx/portal/web \
    ADMIN_ROOT=/usr/share/nginx/portal/admin \
    GAMES_ROOT=/usr/share/nginx/portal/games \
    MEDIA_ROOT=/var/lib/portal/media \
    API_RATE=50r/s \
    API_CACHE_KEYS_ZONE=32m \
    PROXY_CACHE_DIR=/var/cache/nginx/portal \
    PRERENDER_ROOT=/var/lib/portal/prerender \
    ACCESS_LOG=/var/log/nginx/access.log \
    THIRD_PARTY_SCRIPT_SRC=""
COPY gateway/default.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/web/dist/client /usr/share/nginx/portal/web
COPY --from=build /app/admin/dist /usr/share/nginx/portal/admin
COPY games /usr/share/nginx/portal/games
USER 101
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD ["wget", "-q", "-O", "/dev/null", "http://127.0.0.1:8080/admin/"]
