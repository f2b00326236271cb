# Build: docker build -t nordlight . (add --build-arg VITE_BASE_PATH=/admin/ to serve under /admin/)
# Run:   docker run --rm -p 8080:80 nordlight   then open http://localhost:8080/
FROM node:20-alpine AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG VITE_BASE_PATH=/
ENV VITE_BASE_PATH=${VITE_BASE_PATH}
RUN npx vite build

FROM nginx:stable-alpine
ARG VITE_BASE_PATH=/
# The official image fills ${BASE_PATH} into the template when the container starts.
ENV BASE_PATH=${VITE_BASE_PATH}
COPY docker/nginx.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/dist /usr/share/nginx/html${VITE_BASE_PATH}
EXPOSE 80
