"""The browser toolkit in a real browser: headless Chromium driven by Selenium.

The server runs in this process on 127.0.0.1 at a free port and stops at the end
of the module (or by itself after a few minutes). Skipped only where Chromium and
chromedriver are not installed (Debian's ``chromium`` and ``chromium-driver``;
``.ci/run`` installs them).
"""

from __future__ import annotations

import time
from collections.abc import Iterator

import httpx2 as httpx
import pytest

from pitch_rules.web.app import create_app
from pitch_rules.web.server import serving
from pitch_rules.web.wording import wording

from .headless_browser import BROWSER, DRIVER, NEEDS_CHROMIUM, chromium
from .test_web import OVERFLOWING

pytestmark = NEEDS_CHROMIUM

if BROWSER is not None and DRIVER is not None:
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys
    from selenium.webdriver.remote.webdriver import WebDriver
    from selenium.webdriver.support.ui import WebDriverWait


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    with serving(create_app(bot_delay=0.02), seconds=240) as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[WebDriver]:
    with chromium(1400, 1000) as driver:
        yield driver


def test_a_typo_in_the_workshop_is_shown_and_fixed(browser: WebDriver, base_url: str) -> None:
    browser.get(f"{base_url}/workshop?base=auction-pitch")
    wait = WebDriverWait(browser, 20)
    state = browser.find_element(By.ID, "check-state")
    wait.until(lambda b: state.text.startswith("ok:"))
    editor = browser.find_element(By.ID, "editor")
    lines = editor.get_attribute("value").count("\n")
    editor.send_keys(Keys.CONTROL, Keys.END)
    editor.send_keys("game:\n  targt: 21\n")
    wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, "#diagnostics .diagnostic"))
    (diagnostic,) = browser.find_elements(By.CSS_SELECTOR, "#diagnostics .diagnostic")
    expected = f"house.yaml:{lines + 2}:3: unknown key 'targt' in 'game'; did you mean 'target'?"
    assert diagnostic.find_element(By.CLASS_NAME, "where").text == expected
    assert state.text == "1 problem"
    diagnostic.click()  # puts the caret on the typo
    editor.send_keys(Keys.DELETE * 5, "target")
    wait.until(lambda b: state.text.startswith("ok:"))
    assert not browser.find_elements(By.CSS_SELECTOR, "#diagnostics .diagnostic")
    browser.find_element(By.CSS_SELECTOR, "[data-tab=changes]").click()
    assert "Target score: 21, instead of 7" in browser.find_element(By.ID, "changes").text
    assert browser.find_element(By.ID, "change-count").text == "1"


def test_a_whole_hand_against_bots_by_clicking_cards(browser: WebDriver, base_url: str) -> None:
    browser.get(f"{base_url}/tables?variant=auction-pitch")
    wait = WebDriverWait(browser, 20)
    browser.find_element(By.CSS_SELECTOR, "#new-table button[type=submit]").click()
    wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, "[data-sit='0']"))
    browser.find_element(By.ID, "name").send_keys("Ann")
    browser.find_element(By.CSS_SELECTOR, "[data-sit='0']").click()
    page = browser.find_element(By.ID, "table")
    wait.until(lambda b: page.get_attribute("data-status") == "playing")
    result = browser.find_element(By.ID, "last-hand-panel")
    cards_played: list[str] = []
    deadline = time.monotonic() + 90
    while not result.is_displayed():
        assert time.monotonic() < deadline, "the hand did not finish"
        wait.until(lambda b: page.get_attribute("data-my-turn") == "true" or result.is_displayed())
        if result.is_displayed():
            break
        moves = page.get_attribute("data-moves")
        cards = browser.find_elements(By.CSS_SELECTOR, "#hand button.card.legal")
        if cards:
            cards_played.append(str(cards[0].get_attribute("data-card")))
            cards[0].click()
        else:
            browser.find_elements(By.CSS_SELECTOR, "#actions button")[0].click()  # pass, or the dealer's forced bid
        wait.until(lambda b: page.get_attribute("data-moves") != moves)
    assert len(cards_played) == 6 and len(set(cards_played)) == 6
    shown = browser.find_element(By.ID, "last-hand").text
    assert browser.find_element(By.ID, "last-hand-title").text == "Hand 1: what each point went to"
    for point in ("High", "Low", "Jack", "Game"):
        assert point in shown
    assert "You" in browser.find_element(By.ID, "scores").text
    assert "takes the trick." in browser.find_element(By.ID, "log").text


def test_a_stopped_game_says_why_and_offers_no_record(browser: WebDriver, base_url: str) -> None:
    created = httpx.post(f"{base_url}/api/tables", json={"text": OVERFLOWING, "seats": ["greedy"] * 4}, timeout=20)
    browser.get(f"{base_url}{created.json()['url']}")
    page = browser.find_element(By.ID, "table")
    WebDriverWait(browser, 30).until(lambda b: page.get_attribute("data-status") == "over")
    assert browser.find_element(By.ID, "status").text.startswith("The game stopped before its end: hand 1:")
    assert "Only a game played to its end has a record." in browser.find_element(By.ID, "winner").text
    assert not browser.find_element(By.ID, "record-part").is_displayed()
    assert browser.find_element(By.ID, "house-file").is_displayed()


def test_a_table_in_ukrainian_shows_its_buttons_and_words_in_ukrainian(browser: WebDriver, base_url: str) -> None:
    """The language asked for is the table's too: its buttons, status and labels come from the Ukrainian catalogs."""
    uk = wording("uk")
    try:
        browser.get(f"{base_url}/tables?variant=auction-pitch&lang=uk")
        wait = WebDriverWait(browser, 20)
        browser.find_element(By.CSS_SELECTOR, "#new-table button[type=submit]").click()
        wait.until(lambda b: b.find_elements(By.CSS_SELECTOR, "[data-sit='0']"))
        assert browser.find_element(By.TAG_NAME, "html").get_attribute("lang") == "uk"
        sit = browser.find_element(By.CSS_SELECTOR, "[data-sit='0']")
        assert sit.text == uk("script-sit")
        sit.click()
        page = browser.find_element(By.ID, "table")
        wait.until(lambda b: page.get_attribute("data-my-turn") == "true")
        leads = tuple(uk.action(kind, "button").split("{value}")[0] for kind in ("pass", "bid"))
        buttons = [button.text for button in browser.find_elements(By.CSS_SELECTOR, "#actions button")]
        assert buttons and all(text.startswith(leads) for text in buttons), buttons
        assert browser.find_element(By.ID, "status").text == uk("game-your-turn")
        assert browser.find_element(By.ID, "connection").text == uk("script-connected")
    finally:
        browser.delete_all_cookies()  # the other tests' pages in English
