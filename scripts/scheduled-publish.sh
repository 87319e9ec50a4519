#!/usr/bin/env bash
# Asks the host to rebuild the site when a post's date, or a service's or page's publishAt, has come
# since the last check, so the entry appears on time (a build leaves out what is not yet due).
# Run by .github/workflows/scheduled-publish.yml. Env: BUILD_HOOK_URL, the host's build hook;
# SINCE, when the last successful check began (default: an hour ago); NOW (default: now);
# CONTENT_DIR (default: src/content); SITE_FILE, the settings naming the site's time zone
# (default: src/content/data/site.yml).
set -euo pipefail
since=$(date -u -d "${SINCE:-1 hour ago}" +%s)
now=$(date -u -d "${NOW:-now}" +%s)
# A day alone starts at midnight on the site's clocks (site.yml's timeZone).
zone=$(sed -nE "s/^timeZone:[[:space:]]*[\"']?([^\"'[:space:]]+).*/\1/p" "${SITE_FILE:-src/content/data/site.yml}")
due=()
while IFS= read -r line; do
  file=${line%%:*}
  field=${line#*:}
  value=$(printf '%s' "${field#*:}" | tr -d " \"'\r")
  # The forms the build accepts: a day (a post's date), or a date, a time and a time zone.
  if [[ $value =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]]; then
    at=$(TZ=${zone:-UTC} date -d "$value 00:00" +%s) || continue
  elif [[ $value =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9:.]+(Z|[+-][0-9]{2}:[0-9]{2})$ ]]; then
    at=$(date -u -d "$value" +%s) || continue
  else
    continue
  fi
  if ((at > since && at <= now)); then due+=("$file ($value)"); fi
done < <(
  grep -rE --include='*.md' '^date:' "${CONTENT_DIR:-src/content}" || true
  grep -rE --include='*.md' --include='*.yml' '^publishAt:' "${CONTENT_DIR:-src/content}" || true
)

if ((${#due[@]} == 0)); then
  echo "No publication fell due between $(date -u -d "@$since" +%FT%TZ) and $(date -u -d "@$now" +%FT%TZ)."
  exit 0
fi
printf 'Due: %s\n' "${due[@]}"
if [[ -z ${BUILD_HOOK_URL:-} ]]; then
  echo "::error::Set the repository secret BUILD_HOOK_URL to the host's build hook (docs/scheduled-publishing.md)."
  exit 1
fi
curl --fail --silent --show-error --retry 3 -X POST -d '{}' "$BUILD_HOOK_URL"
echo "Asked the host to rebuild the site."
