"""Build the docs site and take a screenshot of one of its pages with headless Chromium.

    python docs/screenshot.py [--variant auction-pitch | --page matrix.html] [--output page.png] [--size 1280,2400]

Needs the ``chromium`` command (Debian package ``chromium``). The site is built
into a temporary folder with ``mkdocs build --strict``; Chromium runs with a
fresh profile, no network services and no GPU, and only reads the built files,
opened from disk as a reader would (``file://``).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM_FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--hide-scrollbars",
)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--variant", default="auction-pitch", help="the variant whose page to show")
    parser.add_argument("--page", help="another page of the site, as a path inside it (matrix.html#compare=smear,cinch)")
    parser.add_argument("--output", default="variant-page.png", help="the PNG file to write")
    parser.add_argument("--size", default="1280,2400", help="window width,height in pixels")
    args = parser.parse_args()
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        print("screenshot: no chromium command found (apt-get install chromium)", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="pitch-rules-site-") as temporary:
        site = Path(temporary) / "site"
        subprocess.run(
            [sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(ROOT / "mkdocs.yml"), "-d", str(site)],
            check=True,
        )
        path, _, fragment = (args.page or f"variants/{args.variant}.html").partition("#")
        page = site / path
        if not page.is_file():
            print(f"screenshot: the site has no page {path}", file=sys.stderr)
            return 2
        output = Path(args.output).resolve()
        profile = Path(temporary) / "profile"
        subprocess.run(
            [
                browser,
                *CHROMIUM_FLAGS,
                f"--user-data-dir={profile}",
                f"--window-size={args.size}",
                f"--screenshot={output}",
                page.as_uri() + (f"#{fragment}" if fragment else ""),
            ],
            check=True,
            capture_output=True,
            timeout=120,
        )
    print(f"{output}: {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
