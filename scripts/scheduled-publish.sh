#!/usr/bin/env bash
# Asks the host to rebuild the site when a post's or page's publication moment (its publishAt) has
# come since the last check, so the entry appears on time (a build leaves out what is not yet due).
# Run by .github/workflows/scheduled-publish.yml. Env: BUILD_HOOK_URL, the host's build hook;
# SINCE, when the last successful check began (default: an hour ago); NOW (default: now);
# CONTENT_DIR (default: src/content).
set -euo pipefail
since=$(date -u -d "${SINCE:-1 hour ago}" +%s)
now=$(date -u -d "${NOW:-now}" +%s)
due=()
while IFS= read -r line; do
  file=${line%%:publishAt:*}
  value=$(printf '%s' "${line#*:publishAt:}" | tr -d " \"'\r")
  # The forms the build accepts: a date, a time and a time zone.
  [[ $value =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+(Z|[+-][0-9]{2}:[0-9]{2})$ ]] || continue
  at=$(date -u -d "$value" +%s) || continue
  if ((at > since && at <= now)); then due+=("$file ($value)"); fi
done < <(grep -rE --include='*.md' --include='*.yml' '^publishAt:' "${CONTENT_DIR:-src/content}" || true)

if ((${#due[@]} == 0)); then
  echo "No publication fell due between $(date -u -d "@$since" +%FT%TZ) and $(date -u -d "@$now" +%FT%TZ)."
  exit 0
fi
printf 'Due: %s\n' "${due[@]}"
if [[ -z ${BUILD_HOOK_URL:-} ]]; then
  echo "::error::Set the repository secret BUILD_HOOK_URL to the host's build hook (README: Publishing on a date)."
  exit 1
fi
curl --fail --silent --show-error --retry 3 -X POST -d '{}' "$BUILD_HOOK_URL"
echo "Asked the host to rebuild the site."
