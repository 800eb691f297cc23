# syntax=docker/dockerfile:1
# The pagegrade image: the service (`serve`, the default), a worker of a scaled-out deployment
# (`worker`) or the database migrations (`migrate`), installed from the packages this repository
# packs, exactly as `npm install pagegrade` would install them. Three stages: the build compiles
# and packs, the install stage (with a compiler for better-sqlite3) installs the production
# dependencies, and the runtime is Debian slim with that tree and nothing else, run as `node`.
#   docker build -t pagegrade .
#   docker build -t pagegrade:chromium --build-arg WITH_CHROMIUM=true .   # adds Debian's Chromium
#   docker run -p 3000:3000 -v pagegrade-data:/var/lib/pagegrade pagegrade
ARG NODE_VERSION=20

FROM node:${NODE_VERSION}-bookworm AS build
WORKDIR /src
COPY . .
# The compiler needs the dev dependencies, not their install scripts (nothing native runs here).
RUN npm ci --ignore-scripts --no-audit --no-fund && node scripts/pack.mjs /packed

FROM node:${NODE_VERSION}-bookworm AS install
WORKDIR /opt/pagegrade
COPY --from=build /packed /packed
# better-sqlite3 installs a prebuilt binary or compiles one with the tools of this full image; its
# sources and the compiler's intermediate files (about 25 MB) are removed after.
# npm 11.19 and later want a dependency's install script allowed by name.
RUN echo '{"name":"pagegrade-image","private":true,"allowScripts":{"better-sqlite3":true}}' > package.json \
 && npm install --omit=dev --no-audit --no-fund /packed/*.tgz \
 && rm -rf /packed /root/.npm /root/.cache \
 && cd node_modules/better-sqlite3 \
 && rm -rf deps src build/deps build/Release/obj build/Release/obj.target build/Release/.deps \
      build/Release/sqlite3.a build/Release/test_extension.node

FROM node:${NODE_VERSION}-bookworm-slim
# Chromium for a rendered mode of analysis: off by default, it adds about 400 MB (Debian's chromium
# and chromium-common alone install 350 MB).
ARG WITH_CHROMIUM=false
RUN if [ "$WITH_CHROMIUM" = "true" ]; then \
      apt-get update && apt-get install -y --no-install-recommends chromium fonts-liberation \
      && rm -rf /var/lib/apt/lists/*; \
    fi \
 && mkdir -p /var/lib/pagegrade && chown node:node /var/lib/pagegrade
WORKDIR /opt/pagegrade
COPY --from=install --chown=root:root /opt/pagegrade /opt/pagegrade
ENV NODE_ENV=production \
    PATH=/opt/pagegrade/node_modules/.bin:$PATH \
    PAGEGRADE_DATA_DIR=/var/lib/pagegrade \
    PORT=3000
VOLUME /var/lib/pagegrade
USER node
EXPOSE 3000
# The health endpoint answers when the API runs and its store can be read. A worker has no HTTP
# port: its container turns the check off (compose.yaml does).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/v1/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["pagegrade"]
CMD ["serve"]
