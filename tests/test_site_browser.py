"""The docs site in a real browser, opened from disk (``file://``) as a reader would.

The site is built once into a temporary folder; headless Chromium (Selenium) then
reads its files. Skipped only where Chromium and chromedriver are not installed
(Debian's ``chromium`` and ``chromium-driver``).
"""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from .conftest import ROOT
from .headless_browser import BROWSER, DRIVER, NEEDS_CHROMIUM, chromium

pytestmark = NEEDS_CHROMIUM

if BROWSER is not None and DRIVER is not None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.remote.webdriver import WebDriver
    from selenium.webdriver.remote.webelement import WebElement

WIDTH = 1280


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("site") / "site"
    command = [sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-f", str(ROOT / "mkdocs.yml"), "-d", str(folder)]
    subprocess.run(command, check=True, capture_output=True, timeout=300)
    return folder


@pytest.fixture(scope="module")
def browser() -> Iterator[WebDriver]:
    with chromium(WIDTH, 900) as driver:
        yield driver


def test_the_top_navigation_fits_on_one_line_at_1280_pixels(browser: WebDriver, site: Path) -> None:
    browser.get((site / "variants" / "auction-pitch.html").as_uri())
    assert browser.execute_script("return window.innerWidth") == WIDTH
    entries = browser.find_elements(By.CSS_SELECTOR, ".navbar .navbar-nav > li")
    assert len(entries) >= 8  # the pages, then search, previous and next
    assert len({entry.location["y"] for entry in entries}) == 1, [(e.text, e.location) for e in entries]
    assert browser.find_element(By.CSS_SELECTOR, ".navbar").size["height"] < 80


def test_pages_link_to_each_other_from_disk(browser: WebDriver, site: Path) -> None:
    browser.get((site / "index.html").as_uri())
    browser.find_element(By.LINK_TEXT, "Variants").click()
    browser.find_element(By.LINK_TEXT, "Comparison of variants").click()
    assert browser.current_url.startswith((site / "matrix.html").as_uri())
    assert browser.find_element(By.TAG_NAME, "h1").text == "Comparison of variants"


def test_suit_symbols_are_coloured_as_in_the_terminal(browser: WebDriver, site: Path) -> None:
    browser.get((site / "variants" / "auction-pitch.html").as_uri())
    red = browser.find_elements(By.CSS_SELECTOR, ".suit-red")
    black = browser.find_elements(By.CSS_SELECTOR, ".suit-black")
    assert red and black and {e.text for e in red} <= {"♥", "♦"} and {e.text for e in black} <= {"♠", "♣"}
    assert red[0].value_of_css_property("color") == "rgba(198, 40, 40, 1)"
    assert black[0].value_of_css_property("color") == "rgba(33, 33, 33, 1)"


def visible_columns(browser: WebDriver) -> list[str]:
    cells: list[WebElement] = browser.find_elements(By.CSS_SELECTOR, ".matrix thead th")
    return [cell.text for cell in cells if cell.is_displayed()]


def test_the_reader_picks_the_variants_to_compare(browser: WebDriver, site: Path) -> None:
    browser.get((site / "matrix.html").as_uri() + "#compare=auction-pitch,cinch")
    assert visible_columns(browser) == ["option", "Auction Pitch", "Cinch (Double Pedro)"]
    browser.find_element(By.CSS_SELECTOR, ".matrix-picker input[value=smear]").click()
    assert visible_columns(browser) == ["option", "Auction Pitch", "Cinch (Double Pedro)", "Smear (5-point)"]
    browser.find_element(By.CSS_SELECTOR, ".matrix-picker input[value=cinch]").click()
    assert visible_columns(browser) == ["option", "Auction Pitch", "Smear (5-point)"]
    rows = browser.find_elements(By.CSS_SELECTOR, ".matrix tbody tr")
    shown_before = sum(1 for row in rows if row.is_displayed())
    browser.find_element(By.CSS_SELECTOR, ".matrix-differ").click()
    differing = [row for row in rows if row.is_displayed()]
    assert 0 < len(differing) < shown_before
    for row in differing:
        texts = [cell.text for cell in row.find_elements(By.TAG_NAME, "td")[1:] if cell.is_displayed()]
        assert len(set(texts)) > 1, texts
    assert "compare=auction-pitch,smear" in browser.current_url and "differ=1" in browser.current_url
    none, everything = browser.find_elements(By.CSS_SELECTOR, ".matrix-tools button")[::-1]
    everything.click()
    assert len(visible_columns(browser)) == 1 + len(list((ROOT / "variants").glob("*.yaml")))
    none.click()
    assert visible_columns(browser) == ["option"]
