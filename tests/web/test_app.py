"""The web app over HTTP (no browser): pages, ask, rulings, errors, limits."""

from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

from conftest import start_app

ROOT = Path(__file__).resolve().parents[2]
SCENARIO = ROOT / "tests" / "scenarios" / "ws" / "damage_level3_clock6_loses.yaml"


def fetch(url: str, data: bytes | None = None, ctype: str = "application/x-www-form-urlencoded"):
    req = urllib.request.Request(url, data=data, headers={"Content-Type": ctype} if data else {})
    try:
        with urllib.request.urlopen(req, timeout=60) as r:
            return r.status, r.read().decode("utf-8")
    except urllib.error.HTTPError as e:
        return e.code, e.read().decode("utf-8")


def form(**kw: str) -> bytes:
    return urllib.parse.urlencode(kw).encode()


def test_rulebook_and_ask(app_url: str, kb):
    status, page = fetch(app_url + f"ws/{kb.version('ws')}/1/")
    assert status == 200 and 'id="1.2.2.1"' in page and 'ask">質問</a>' in page
    assert fetch(app_url + "no/such/page")[0] == 404
    status, page = fetch(
        app_url + "ask?q=" + urllib.parse.quote("山札が0枚になったら？") + "&game=ws"
    )
    assert status == 200 and f'href="/ws/{kb.version("ws")}/' in page


def test_ruling_form_and_json(app_url: str):
    text = SCENARIO.read_text(encoding="utf-8")
    status, page = fetch(app_url + "ruling", form(scenario=text))
    assert status == 200 and 'class="outcome"' in page and "A の敗北" in page
    assert 'class="clause" href="/ws/' in page  # deciding clauses link to their pages
    status, body = fetch(
        app_url + "api/ruling",
        json.dumps({"scenario": text, "lang": "en"}).encode(),
        "application/json",
    )
    data = json.loads(body)
    assert status == 200 and data["outcome"]["loser"] == "A"
    from ruling.commands import ruling_cmd

    cli = json.loads(ruling_cmd(str(SCENARIO), "en", True)[1])
    assert data["decided_by"] == cli["decided_by"] and "4.10.1.3" in {
        d["clause"] for d in data["decided_by"]
    }


def test_errors_are_the_clis(app_url: str):
    broken = "game: ws\ntitle: x\nturn: {player: A}\nplayers: {A: {dek: 3}, B: {deck: 1}}\n"
    status, page = fetch(app_url + "ruling", form(scenario=broken, lang="en"))
    assert status == 400 and "scenario.yaml:4:" in page and "unknown zone" in page
    status, body = fetch(app_url + "api/ruling", broken.encode(), "text/plain")
    assert status == 400 and "players.A.dek" in json.loads(body)["error"]
    # never executed: a YAML tag that would construct an object is only a parse error
    evil = "!!python/object/apply:os.system ['echo hi']\n"
    status, body = fetch(app_url + "api/ruling", evil.encode(), "text/plain")
    assert status == 400 and "YAML" in json.loads(body)["error"]


def test_card_numbers_in_the_app(app_url: str):
    status, body = fetch(app_url + "api/cards?game=ws&q=" + urllib.parse.quote("弓兵"))
    assert status == 200 and {c["number"] for c in json.loads(body)["cards"]} == {
        "TST/W01-002",
        "TST/W01-002SP",
    }
    text = (
        "game: ws\ntitle: t\nturn: {player: A, number: 3, phase: main, first_player: A}\n"
        "players:\n  A: {deck: 5, stage: {center_front: {card: TST/W01-001}}}\n  B: {deck: 5}\n"
        "ask: [A.center_front.power]\n"
    )
    status, body = fetch(app_url + "api/ruling", text.encode(), "text/plain")
    assert status == 200 and json.loads(body)["outcome"]["state"] == {"A.center_front.power": 3000}


def test_request_size_and_ruling_time_are_bounded(app_db: Path):
    url, server, t = start_app(app_db, timeout=0.001, max_body=2000)
    try:
        status, body = fetch(url + "api/ruling", b"x" * 5000, "text/plain")
        assert status == 413 and "2000" in json.loads(body)["error"]
        text = SCENARIO.read_text(encoding="utf-8")
        status, body = fetch(url + "api/ruling", text.encode(), "text/plain")
        assert status == 503 and "0.001" in json.loads(body)["error"]
        # the worker killed for its time is replaced: the next request is answered again
        status, _ = fetch(url + "api/ruling", b"", "text/plain")
        assert status == 400
    finally:
        server.should_exit = True
        t.join(10)
