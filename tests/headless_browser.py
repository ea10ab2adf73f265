"""Headless Chromium (Selenium) for the browser tests: where it is, and a driver with a given window."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from selenium.webdriver.remote.webdriver import WebDriver

BROWSER = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
NEEDS_CHROMIUM = pytest.mark.skipif(
    BROWSER is None or DRIVER is None,
    reason="no Chromium here: apt-get install chromium chromium-driver (.ci/run installs them)",
)
"""Mark for a test module that drives Chromium: skipped, saying why, only where it is not installed."""

FLAGS = ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
         "--disable-background-networking", "--disable-component-update")  # fmt: skip


@contextmanager
def chromium(width: int, height: int) -> Iterator[WebDriver]:
    """A headless Chromium with a ``width`` x ``height`` window, quit when the block ends."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = str(BROWSER)
    for flag in (*FLAGS, f"--window-size={width},{height}"):
        options.add_argument(flag)
    driver = webdriver.Chrome(options=options, service=Service(executable_path=str(DRIVER)))
    driver.set_page_load_timeout(30)
    try:
        yield driver
    finally:
        driver.quit()
