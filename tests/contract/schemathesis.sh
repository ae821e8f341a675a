#!/usr/bin/env bash
# Run Schemathesis (the property-based OpenAPI tester, https://schemathesis.readthedocs.io) against a
# running portal, with every check, and print its summary. File inputs receive the real files of
# tests/contract/samples (schemathesis_media.py beside this script, loaded as Schemathesis hooks).
#
# Usage: tests/contract/schemathesis.sh BASE_URL OPENAPI_JSON APIKEY [MAX_EXAMPLES]
#   e.g. start the portal with its rate limits off (a tester sends thousands of calls, logins and
#   sign-ups among them: with the limits on, their 429s read as failures) and a fixed demo key:
#        PORT=5180 PORTAL_DEMO_APIKEY=k PORTAL_DEMO_LIMIT=1000000 RATE_LIMIT_API=0 RATE_LIMIT_LOGIN=0 RATE_LIMIT_REGISTER=0 PORTAL_OFFLINE=1 npm run serve &
#        tests/contract/schemathesis.sh http://127.0.0.1:5180 docs/openapi.json k 50
# Env: ST_WORK (default $TMPDIR/schemathesis: venv and reports), ST_SEED (default 7).
#
# Install: PyPI is not reachable here. The script tries `pip install schemathesis==4.24.0` first (the
# machine's pip is set up with an offline index for most dependencies); when that fails it builds
# Schemathesis and four small packages from source snapshots of their GitHub repositories, which the
# search tool's `fetch` brings to its .mirror folder (found beside the checkout, or set MIRROR_DIR to the
# folder that holds the <owner>+<name> folders):
#   fetch github:schemathesis/schemathesis   fetch github:schemathesis/harfile
#   fetch github:Stranger6667/hypothesis-graphql   fetch github:python-jsonschema/hypothesis-jsonschema
#   fetch github:Kludex/starlette-testclient
# 4.24.0 is the newest release that works with the jsonschema_rs the offline index has.
set -u
HERE=$(cd "$(dirname "$0")" && pwd)
export PYTHONPATH="$HERE${PYTHONPATH:+:$PYTHONPATH}" SCHEMATHESIS_HOOKS=schemathesis_media
BASE=${1:?BASE_URL}; OAS=$(cd "$(dirname "${2:?OPENAPI_JSON}")" && pwd)/$(basename "$2"); KEY=${3:?APIKEY}; MAX=${4:-50}
W=${ST_WORK:-${TMPDIR:-/tmp}/schemathesis}; mkdir -p "$W"; W=$(cd "$W" && pwd)
ST=$W/venv/bin/schemathesis
if ! "$ST" --version 2>/dev/null | grep -q '4\.24\.0'; then
  python3 -m venv "$W/venv" || exit 1
  if ! "$W/venv/bin/pip" install -q --retries 0 --timeout 15 'schemathesis==4.24.0' >"$W/pip.log" 2>&1; then
    M=${MIRROR_DIR:-}
    if [ -z "$M" ]; then  # fetch keeps snapshots in a .mirror folder beside the checkouts
      for d in "$PWD" "$(dirname "$PWD")" "$(dirname "$(dirname "$PWD")")" "$HOME"; do [ -d "$d/.mirror" ] && { M=$d/.mirror; break; }; done
    fi
    SRC=$W/src; rm -rf "$SRC"; mkdir -p "$SRC"
    arch() { git -C "$M/$1/repo" archive --prefix="$2/" "$3" "${@:4}" 2>/dev/null | tar -x -C "$SRC" 2>/dev/null; }
    arch schemathesis+schemathesis schemathesis v4.24.0 pyproject.toml README.md LICENSE src
    arch schemathesis+harfile harfile HEAD pyproject.toml README.md LICENSE src
    arch Stranger6667+hypothesis-graphql hypothesis-graphql HEAD pyproject.toml README.md LICENSE src
    arch python-jsonschema+hypothesis-jsonschema hypothesis-jsonschema HEAD setup.py README.md LICENSE src
    arch Kludex+starlette-testclient starlette-testclient HEAD pyproject.toml README.md LICENSE starlette_testclient
    for f in schemathesis/src/schemathesis/__init__.py harfile/pyproject.toml hypothesis-graphql/src/hypothesis_graphql/types.py \
      hypothesis-jsonschema/setup.py starlette-testclient/starlette_testclient/__init__.py; do
      [ -f "$SRC/$f" ] || { echo "Schemathesis is not installable: no PyPI and no source snapshot ($f) under $M. Fetch the five repositories named at the top of this script."; exit 1; }
    done
    "$W/venv/bin/pip" install -q --retries 0 --timeout 10 hatchling setuptools wheel >>"$W/pip.log" 2>&1
    "$W/venv/bin/pip" install -q --retries 0 --timeout 10 --no-build-isolation "$SRC/harfile" "$SRC/hypothesis-jsonschema" \
      "$SRC/starlette-testclient" "$SRC/hypothesis-graphql" "$SRC/schemathesis" >>"$W/pip.log" 2>&1 ||
      { echo "Schemathesis install from source failed:"; tail -5 "$W/pip.log"; exit 1; }
  fi
fi
SCHEME=$(python3 -c 'import json,sys; s=json.load(open(sys.argv[1]))["components"]["securitySchemes"]; print(next(k for k,v in s.items() if v.get("type")=="apiKey"))' "$OAS")
R=$W/run-$(date -u +%Y%m%dT%H%M%SZ); mkdir -p "$R"; cp "$OAS" "$R/openapi.json"
# The repository's settings (per-operation expectations, schemathesis.toml beside this script), then the key.
{ cat "$HERE/schemathesis.toml"; printf '\n[auth.openapi.%s]\napi_key = "%s"\n' "$SCHEME" "$KEY"; } >"$R/schemathesis.toml"
(cd "$R" && "$ST" --config-file schemathesis.toml run openapi.json -u "$BASE" --checks all --max-examples "$MAX" \
  --seed "${ST_SEED:-7}" --workers 2 --request-timeout 20 --generation-with-security-parameters false \
  --report ndjson,junit --report-dir report --no-color --output-truncate false >schemathesis.txt 2>&1); rc=$?
sed -n '/= SUMMARY =/,$p' "$R/schemathesis.txt"
echo "full output: $R/schemathesis.txt; reports (NDJSON with every failing request): $R/report/"
exit $rc
