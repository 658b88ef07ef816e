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
# Their pictures (docs/images) go in beside them, named by their file names alone, as DocC
# finds a catalog's images.
for guide in docs/*.md; do
    sed -E -e 's/\]\(([A-Za-z]+)\.md\)/](<doc:\1>)/g' -e 's/\]\(images\/([A-Za-z0-9-]+\.png)\)/](\1)/g' \
        "$guide" >"$catalogs/TermNav.docc/$(basename "$guide")"
done
cp docs/images/*.png "$catalogs/TermNav.docc/"

for module in TermNav TermNavTesting; do
    swift build --target "$module" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$graphs/all" >/dev/null
    # TermNav's graph already holds the core's symbols it re-exports; each site takes only the
    # graphs of its own module, and of those only TermNav's symbols: the module re-exports
    # Foundation and Observation too, whose symbols (and Foundation's extensions of the standard
    # library) would otherwise fill the site. A symbol is TermNav's when its identifier names one
    # of TermNav's modules (TermNavTesting's site: its own), and a member that a protocol extension of TermNav's gives a type
    # (`move(fromOffsets:toOffset:)` on Foundation's `Data`) is listed only on TermNav's types.
    mkdir -p "$graphs/$module"
    for graph in "$graphs/all/$module.symbols.json" "$graphs/all/$module"@*.symbols.json; do
        [ -e "$graph" ] || continue
        python3 - "$graph" "$graphs/$module/$(basename "$graph")" "$module" <<'FILTER'
import json
import sys

source, target, module = sys.argv[1], sys.argv[2], sys.argv[3]
# TermNav's site shows the core it re-exports; TermNavTesting's shows its own symbols only.
owner = "TermNav" if module == "TermNav" else module
with open(source) as file:
    graph = json.load(file)
def is_termnavs(identifier):
    declared, _, given_to = identifier.partition("::SYNTHESIZED::")
    return owner in declared and (not given_to or "TermNav" in given_to)

kept = {symbol["identifier"]["precise"] for symbol in graph["symbols"]
        if is_termnavs(symbol["identifier"]["precise"])}
graph["symbols"] = [symbol for symbol in graph["symbols"] if symbol["identifier"]["precise"] in kept]
graph["relationships"] = [relation for relation in graph["relationships"] if relation["source"] in kept]
if graph["symbols"]:
    with open(target, "w") as file:
        json.dump(graph, file)
FILTER
    done
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
