#!/bin/sh
# One-time setup of the coach's CouchDB 3 (run after `docker compose up -d`), and adding a coach or a colleague.
#   ./init.sh                          single node, valid users only, CORS for APP_ORIGIN (from .env)
#   ./init.sh coach NAME DATABASE      a user NAME (asks for the password) and their own DATABASE
#   ./init.sh member NAME DATABASE     adds an existing user NAME (a colleague) as a member of DATABASE
# Model: CouchDB's docs (setup/single-node, config/http.rst [cors], intro/security.rst _security) and the init script
# of Obsidian Self-hosted LiveSync (utils/couchdb/couchdb-init.sh).
set -eu
cd "$(dirname "$0")"
. ./.env
URL="https://${SYNC_HOST}"
AUTH="${COUCHDB_ADMIN_USER}:${COUCHDB_ADMIN_PASSWORD}"

call() { # method path [json]
  if [ $# -ge 3 ]; then
    curl -fsS -u "$AUTH" -X "$1" "$URL$2" -H 'Content-Type: application/json' -d "$3"
  else
    curl -fsS -u "$AUTH" -X "$1" "$URL$2"
  fi
  echo
}

config() { # section key value
  call PUT "/_node/_local/_config/$1/$2" "\"$3\""
}

case "${1:-setup}" in
  setup)
    call POST /_cluster_setup "{\"action\":\"enable_single_node\",\"username\":\"${COUCHDB_ADMIN_USER}\",\"password\":\"${COUCHDB_ADMIN_PASSWORD}\",\"bind_address\":\"0.0.0.0\",\"port\":5984,\"singlenode\":true}"
    config chttpd require_valid_user true
    config chttpd_auth require_valid_user true
    config httpd WWW-Authenticate 'Basic realm="couchdb"'
    config chttpd enable_cors true
    config cors origins "${APP_ORIGIN}"
    config cors credentials true
    config cors methods 'GET, PUT, POST, HEAD, DELETE'
    config cors headers 'accept, authorization, content-type, origin, referer'
    # A sync batch of 500 records is well under this; larger requests are refused (the app says the server is full).
    config chttpd max_http_request_size 4294967296
    echo "Done: single node, valid users only, CORS for ${APP_ORIGIN}."
    ;;
  coach)
    NAME="$2"
    DB="$3"
    printf 'Password for %s: ' "$NAME"
    stty -echo; read -r PASSWORD; stty echo; echo
    call PUT "/_users/org.couchdb.user:${NAME}" "{\"name\":\"${NAME}\",\"password\":\"${PASSWORD}\",\"roles\":[],\"type\":\"user\"}"
    call PUT "/${DB}"
    call PUT "/${DB}/_security" "{\"admins\":{\"names\":[],\"roles\":[]},\"members\":{\"names\":[\"${NAME}\"],\"roles\":[]}}"
    echo "Done: ${NAME} syncs with database ${DB} at ${URL}."
    ;;
  member)
    NAME="$2"
    DB="$3"
    SECURITY=$(curl -fsS -u "$AUTH" "$URL/${DB}/_security")
    MEMBERS=$(printf '%s' "$SECURITY" | sed -n 's/.*"members":{"names":\[\([^]]*\)\].*/\1/p')
    if [ -n "$MEMBERS" ]; then MEMBERS="${MEMBERS},"; fi
    call PUT "/${DB}/_security" "{\"admins\":{\"names\":[],\"roles\":[]},\"members\":{\"names\":[${MEMBERS}\"${NAME}\"],\"roles\":[]}}"
    echo "Done: ${NAME} is a member of ${DB}."
    ;;
  *)
    echo "usage: $0 [setup | coach NAME DATABASE | member NAME DATABASE]" >&2
    exit 2
    ;;
esac
