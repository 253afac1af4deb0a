#!/bin/sh
# Install the built app for the current user (no root needed), so it shows in the
# desktop's application menu:  build/linux/install.sh [--uninstall]
#   app folder -> ~/.local/share/hod-desktop/   (copied from dist/hod-desktop/)
#   launcher   -> ~/.local/share/applications/hod-desktop.desktop
#   icon       -> ~/.local/share/icons/hicolor/256x256/apps/hod-desktop.png
#   command    -> ~/.local/bin/hod-desktop (symlink)
# Build first: .venv/bin/python build/build.py
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
app_dir="$data/hod-desktop"
desktop="$data/applications/hod-desktop.desktop"
icon="$data/icons/hicolor/256x256/apps/hod-desktop.png"
bin="$HOME/.local/bin/hod-desktop"

refresh() {
  command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data/applications" || true
  command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
}

if [ "${1:-}" = "--uninstall" ]; then
  rm -rf "$app_dir" "$desktop" "$icon"
  [ -L "$bin" ] && rm -f "$bin"
  refresh
  echo "House Of Decks removed (your settings, statistics and saved game are kept)."
  exit 0
fi

src="$root/dist/hod-desktop"
if [ ! -x "$src/hod-desktop" ]; then
  echo "No built app in $src: run '.venv/bin/python build/build.py' first." >&2
  exit 1
fi
mkdir -p "$data/applications" "$(dirname "$icon")" "$HOME/.local/bin"
rm -rf "$app_dir.new"
cp -R "$src" "$app_dir.new"
rm -rf "$app_dir"
mv "$app_dir.new" "$app_dir"
cp "$root/assets/icon.png" "$icon"
sed "s|^Exec=.*|Exec=\"$app_dir/hod-desktop\"|" "$here/hod-desktop.desktop" > "$desktop"
chmod 644 "$desktop"
ln -sf "$app_dir/hod-desktop" "$bin"
refresh
echo "Installed: $desktop"
echo "Start it from the applications menu (House Of Decks) or run: hod-desktop"
