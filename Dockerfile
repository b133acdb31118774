# The site as a container: built with the dev tools, run without them.
# CI cannot run a container daemon; scripts/test-production.sh runs the same
# steps (build, `npm install --omit=dev`, start, health) on the machine.

FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# Public settings are baked into the pre-rendered pages at build time
# (docs/decisions/002-public-settings-at-build-time.md). Nothing secret here.
ARG SITE_URL=http://localhost:3000
ARG PUBLIC_APP_URL=https://app.examwise.example
ARG PUBLIC_DIAGNOSTIC_URL=https://app.examwise.example/diagnostic
ARG PUBLIC_TUTOR_FORM_URL=https://forms.examwise.example/tutor-account
ARG GA_MEASUREMENT_ID=
RUN npm run build

FROM node:20-slim
# The server reads SITE_URL at run time as well: every mailed link points at it.
# In production with SMTP_URL it must be the public https origin, or the server
# refuses to start (docs/decisions/036-mail-links-and-production-cookies.md).
ARG SITE_URL=http://localhost:3000
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data \
    SITE_URL=$SITE_URL
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force
COPY drizzle ./drizzle
# The server reads the Markdown articles (and checks their images) at start-up (app/server/content.server.ts).
COPY content ./content
COPY public ./public
COPY --from=build /app/build ./build
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/livez`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself, not npm, is the first process: it receives SIGTERM and drains (server.ts).
CMD ["node", "build/server/start.js"]
