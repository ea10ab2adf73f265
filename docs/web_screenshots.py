"""Take screenshots of ``pitch-rules serve`` in headless Chromium: the library, the workshop, a table.

    python docs/web_screenshots.py [--output docs/images]

Needs the web and test extras (``pip install -e '.[test]'``) and Debian's ``chromium`` and
``chromium-driver``. The server runs in this process on 127.0.0.1 at a free port and
stops at the end; Chromium starts with a fresh profile and reaches nothing else.
"""

from __future__ import annotations

import argparse
import shutil
import sys
import time
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # show the code of this checkout, installed or not

from pitch_rules.web.app import create_app  # noqa: E402
from pitch_rules.web.server import serving  # noqa: E402
WIDTH = 1400


def chromium(height: int) -> WebDriver:
    """Headless Chromium driven by chromedriver, both from Debian's packages."""
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    driver = shutil.which("chromedriver")
    if browser is None or driver is None:
        sys.exit("web_screenshots: chromium and chromedriver are needed (apt-get install chromium chromium-driver)")
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
                 "--no-first-run", "--disable-background-networking", "--disable-component-update", f"--window-size={WIDTH},{height}"):
        options.add_argument(flag)
    return webdriver.Chrome(options=options, service=Service(executable_path=driver))


def library(browser: WebDriver, base: str, output: Path) -> None:
    """The rules of Auction Pitch in the library."""
    browser.get(f"{base}/library/auction-pitch")
    browser.save_screenshot(str(output / "web-library.png"))


def workshop(browser: WebDriver, base: str, output: Path) -> None:
    """The workshop with a house rule written in, a typo under way, its diagnostic shown."""
    browser.get(f"{base}/workshop?base=auction-pitch")
    wait = WebDriverWait(browser, 20)
    editor = browser.find_element(By.ID, "editor")
    wait.until(lambda b: "ok:" in b.find_element(By.ID, "check-state").text)
    editor.send_keys("\nauction:\n  dealer_steals: []\n")
    wait.until(lambda b: b.find_element(By.ID, "change-count").text == "1")
    editor.send_keys("game:\n  targt: 21\n")
    wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, ".diagnostic"))
    browser.save_screenshot(str(output / "web-workshop.png"))


def table(browser: WebDriver, base: str, output: Path) -> None:
    """A table of Auction Pitch: you against three bots, in the second hand, your turn to play a card."""
    browser.get(f"{base}/tables?variant=auction-pitch")
    wait = WebDriverWait(browser, 30)
    browser.find_element(By.CSS_SELECTOR, "#new-table button[type=submit]").click()
    wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, "[data-sit]"))
    browser.find_element(By.ID, "name").send_keys("Ann")
    browser.find_element(By.CSS_SELECTOR, "[data-sit='0']").click()
    page = browser.find_element(By.ID, "table")
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        wait.until(lambda b: page.get_attribute("data-my-turn") == "true" or page.get_attribute("data-status") == "over")
        cards = browser.find_elements(By.CSS_SELECTOR, "#hand button.card.legal")
        second_hand = browser.find_element(By.ID, "last-hand-panel").is_displayed()
        if (cards and second_hand and browser.find_elements(By.CSS_SELECTOR, "#ring .card:not(.empty)")) or not page.get_attribute("data-my-turn") == "true":
            break
        moves = page.get_attribute("data-moves")
        if cards:
            cards[0].click()
        else:
            bids = browser.find_elements(By.CSS_SELECTOR, "#actions button[data-kind='bid']")
            (bids[-1] if bids else browser.find_elements(By.CSS_SELECTOR, "#actions button")[0]).click()
        wait.until(lambda b: page.get_attribute("data-moves") != moves)
    browser.save_screenshot(str(output / "web-table.png"))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", default=str(ROOT / "docs" / "images"), help="folder for the PNG files")
    args = parser.parse_args()
    output = Path(args.output).resolve()
    output.mkdir(parents=True, exist_ok=True)
    with serving(create_app(bot_delay=0.05), seconds=180) as base:
        for shot, height in ((library, 1000), (workshop, 900), (table, 1150)):
            browser = chromium(height)
            try:
                shot(browser, base, output)
            finally:
                browser.quit()
    for name in ("web-library.png", "web-workshop.png", "web-table.png"):
        print(output / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
