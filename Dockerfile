# syntax=docker/dockerfile:1
# Stage 1: production dependencies (better-sqlite3 compiles from source).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --omit=dev

# Stage 2: all dependencies, then the build.
FROM deps AS build
RUN npm ci
COPY . .
RUN npx react-router build

# Runtime stage: production dependencies, the build, migrations and content; runs as a normal user.
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATABASE_PATH=/app/data/app.db
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json package-lock.json server.js ./
COPY scripts ./scripts
COPY drizzle ./drizzle
COPY content ./content
RUN mkdir -p /app/data && chown -R node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# The same start command as `npm start` (the build is already there, so nothing is rebuilt).
CMD ["npm", "start"]
