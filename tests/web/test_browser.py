"""The site and the app in a real browser: headless Chromium (Debian's `chromium` and
`chromium-driver`) driven by Selenium. Skipped, with the reason, where either is missing;
`.ci/run` installs them."""

from __future__ import annotations

import shutil
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

import pytest

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
FLAGS = (
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-dev-shm-usage",
)
ROOT = Path(__file__).resolve().parents[2]


def _why_not() -> str | None:
    if not Path(CHROMIUM).exists():
        return "no Chromium installed (apt-get install chromium chromium-driver)"
    if not Path(DRIVER).exists():
        return "no chromedriver installed (apt-get install chromium-driver)"
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[test]')"
    return None


pytestmark = pytest.mark.skipif(_why_not() is not None, reason=_why_not() or "")


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[object]:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    opts = webdriver.ChromeOptions()
    opts.binary_location = CHROMIUM
    for f in FLAGS:
        opts.add_argument(f)
    opts.add_argument(f"--user-data-dir={tmp_path_factory.mktemp('chromium')}")
    opts.add_argument("--window-size=390,844")  # a phone
    driver = webdriver.Chrome(service=Service(DRIVER), options=opts)
    driver.set_page_load_timeout(30)
    yield driver
    driver.quit()


def _wait(browser, css: str, timeout: float = 15):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support import expected_conditions as ec
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(browser, timeout).until(
        ec.visibility_of_element_located((By.CSS_SELECTOR, css))
    )


def _css_id(cid: str) -> str:
    return f'[id="{cid}"]'


def test_permalink_opens_the_clause(browser, site_url: str, kb):
    v = kb.version("ws")
    browser.get(f"{site_url}ws/{v}/#1.2.2.1")  # the version page forwards to the chapter
    el = _wait(browser, _css_id("1.2.2.1"))
    assert browser.current_url.endswith(f"/ws/{v}/1/#1.2.2.1")
    assert "4枚以上" in el.text
    assert browser.execute_script("return document.querySelector(':target').id") == "1.2.2.1"
    # the latest alias keeps the fragment
    browser.get(f"{site_url}ws/latest/#1.2.2.1")
    _wait(browser, _css_id("1.2.2.1"))
    assert f"/ws/{v}/1/#1.2.2.1" in browser.current_url


def test_follow_a_reference(browser, site_url: str, kb):
    from selenium.webdriver.common.by import By

    v = kb.version("ws")
    browser.get(f"{site_url}ws/{v}/1/")
    link = browser.find_elements(By.CSS_SELECTOR, "a.ref")[0]
    target = urllib.parse.unquote(link.get_attribute("href").split("#", 1)[1])
    browser.execute_script("arguments[0].click()", link)
    el = _wait(browser, _css_id(target))
    assert browser.execute_script("return document.querySelector(':target').id") == target
    assert el.get_attribute("id") == target


def test_search_finds_yamafuda(browser, site_url: str, kb):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    browser.get(f"{site_url}ws/{kb.version('ws')}/")
    box = browser.find_element(By.CSS_SELECTOR, "form.search input")
    box.send_keys("山札")
    box.send_keys(Keys.ENTER)
    _wait(browser, "#results ol li")
    hits = browser.find_elements(By.CSS_SELECTOR, "#results ol li a")
    assert len(hits) > 5
    first = hits[0]
    target = urllib.parse.unquote(first.get_attribute("href").split("#", 1)[1])
    first.click()
    el = _wait(browser, _css_id(target))
    assert "山札" in el.text


def test_reads_on_a_phone(browser, site_url: str, kb):
    browser.get(f"{site_url}vg/{kb.version('vg')}/7/")
    _wait(browser, "article.chapter")
    wide = browser.execute_script(
        "return document.documentElement.scrollWidth - document.documentElement.clientWidth"
    )
    assert wide <= 0  # no sideways scrolling at 390 px
    size = browser.execute_script(
        "return parseFloat(getComputedStyle(document.querySelector('section.c > p:not(.cited)')).fontSize)"
    )
    assert size >= 16


def test_app_rules_on_a_bundled_scenario(browser, app_url: str):
    from selenium.webdriver.common.by import By

    text = (ROOT / "tests/scenarios/ws/damage_level3_clock6_loses.yaml").read_text("utf-8")
    browser.get(app_url + "ruling")
    area = _wait(browser, "#scenario")
    browser.execute_script("arguments[0].value = arguments[1]", area, text)
    browser.find_element(By.CSS_SELECTOR, "#rule").click()
    out = _wait(browser, ".outcome", 60)
    assert "A の敗北" in out.text
    link = browser.find_elements(By.CSS_SELECTOR, "ol.decided a.clause")[0]
    cid = link.text
    link.click()
    el = _wait(browser, _css_id(cid))
    assert el.get_attribute("id") == cid


def test_app_shows_the_error_of_a_broken_scenario(browser, app_url: str):
    from selenium.webdriver.common.by import By

    browser.get(app_url + "ruling")
    area = _wait(browser, "#scenario")
    area.send_keys("game: ws\ntitle: x\nturn: {player: A}\nplayers: {A: {dek: 3}, B: {deck: 1}}\n")
    browser.find_element(By.CSS_SELECTOR, "#rule").click()
    err = _wait(browser, "#error", 60)
    assert "scenario.yaml:4:" in err.text and "dek" in err.text and "deck" in err.text


def test_app_card_lookup_and_ask(browser, app_url: str):
    from selenium.webdriver.common.by import By
    from selenium.webdriver.common.keys import Keys

    browser.get(app_url + "ruling?new=ws")
    area = _wait(browser, "#scenario")
    assert "game: ws" in area.get_attribute("value")
    browser.find_element(By.CSS_SELECTOR, "#cards summary").click()
    browser.find_element(By.CSS_SELECTOR, "#cq").send_keys("勝利の鐘")
    browser.find_element(By.CSS_SELECTOR, "#cfind").click()
    btn = _wait(browser, "#clist li button")
    browser.execute_script("arguments[0].selectionStart = arguments[0].selectionEnd = 0", area)
    btn.click()
    assert area.get_attribute("value").startswith("{card: TST/W01-003}")
    browser.get(app_url + "ask")
    q = _wait(browser, "form.search input")
    q.send_keys("山札が0枚になったら？")
    q.send_keys(Keys.ENTER)
    first = _wait(browser, "#answers ol li a", 60)
    assert first.get_attribute("href").startswith(app_url)
