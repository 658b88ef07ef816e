#!/usr/bin/env bash
# Builds TermNav's reference documentation (DocC) for the public modules, TermNav and
# TermNavTesting, into a static site, and fails on any documentation warning.
#
#   docs/build-site.sh [OUTPUT]      # OUTPUT defaults to .build/site
#
# Each module's site is a folder (OUTPUT/TermNav, OUTPUT/TermNavTesting) to serve from any static
# file server, for example `python3 -m http.server --directory .build/site/TermNav`, then open
# http://localhost:8000/documentation/termnav. (DocC's pages load their content with scripts,
# which browsers refuse for files opened straight from disk: serve the folder.)
set -euo pipefail
cd "$(dirname "$0")/.."

output="${1:-.build/site}"
graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT

# TermNav's catalog takes the guides in docs/ as articles, copied in at build time so the site and
# the Markdown files on GitHub are one text: `[Rows](Rows.md)` becomes `<doc:Rows>`.
catalogs="$graphs/catalogs"
mkdir -p "$catalogs"
for module in TermNav TermNavTesting; do
    cp -R "Sources/$module/$module.docc" "$catalogs/"
done
for guide in docs/*.md; do
    sed -E 's/\]\(([A-Za-z]+)\.md\)/](<doc:\1>)/g' "$guide" >"$catalogs/TermNav.docc/$(basename "$guide")"
done

for module in TermNav TermNavTesting; do
    swift build --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/all" >/dev/null
    # TermNav's graph already holds the core's symbols it re-exports; each site takes only the
    # graphs of its own module.
    mkdir -p "$graphs/$module"
    cp "$graphs/all/$module.symbols.json" "$graphs/$module/"
    find "$graphs/all" -name "$module@*.symbols.json" -exec cp {} "$graphs/$module/" \;
    rm -rf "${output:?}/$module"
    mkdir -p "$output"
    docc convert "$catalogs/$module.docc" \
        --additional-symbol-graph-dir "$graphs/$module" \
        --output-path "$output/$module" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.termnav.$module" \
        --analyze --warnings-as-errors
    echo "docs: $output/$module"
done
