# syntax=docker/dockerfile:1
# LaunchForge in a container (docs/deploying.md): the standalone build, run as an unprivileged user.
#   docker build -t launchforge .
#   docker run -p 3000:3000 -v launchforge-data:/data launchforge        (PGlite in the volume)
#   docker compose up                                                    (with PostgreSQL)
ARG NODE_VERSION=22

# --- dependencies: the lockfile's packages, with the build tools -------------------------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# Not `npm ci`: a lockfile written on one platform lacks other platforms' optional packages (the compiler's
# native binary), which `npm ci` refuses; `npm install` keeps to the lockfile and fetches this platform's.
RUN npm install --no-audit --no-fund

# --- build: next build (output: "standalone"), the render worker, and what the standalone server reads ---
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build

# --- run: only .next/standalone (scripts/build-standalone.mjs fills it) ------------------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    DATA_DIR=/data
COPY --from=build --chown=node:node /app/.next/standalone ./
# PGlite's database and the generated AUTH_SECRET live in DATA_DIR when DATABASE_URL and AUTH_SECRET are
# not set: keep it on a volume.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "scripts/server.mjs"]
