"""The card database: import (JSON lines, CSV with a column mapping), lookups, `shinpan card`,
`{card: NUMBER}` in scenarios, and the cards surviving a rebuild of the KB.

The fixture cards (tests/fixtures/cards/) are invented for these tests, in the notation of the
games' rules documents; no real card list is needed."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest
from typer.testing import CliRunner

from cli import app

FIX = Path(__file__).parent / "fixtures" / "cards"
runner = CliRunner()


@pytest.fixture
def db(kb_path: Path, tmp_path: Path) -> Path:
    """A copy of the session KB with the fixture cards imported."""
    p = tmp_path / "kb.sqlite"
    shutil.copyfile(kb_path, p)
    r = runner.invoke(app, ["cards", "import", str(FIX / "ws_cards.jsonl"), "--db", str(p)])
    assert r.exit_code == 0, r.output
    return p


def run(db: Path, *args: str):
    return runner.invoke(app, [*args, "--db", str(db)])


def test_import_counts_and_tables(db: Path):
    con = sqlite3.connect(db)
    rows = con.execute("select game, number, name, type from cards order by number").fetchall()
    assert ("ws", "TST/W01-001", "見習いの剣士", "CH") in rows and len(rows) == 5
    fields = json.loads(
        con.execute("select fields from cards where number='TST/W01-001'").fetchone()[0]
    )
    assert fields["power"] == "3000" and fields["traits"] == ["剣", "学園"]
    assert "id" not in fields and "text" not in fields  # mapped columns are not repeated
    # the KB's identity is kept: the file is still a shinpan KB
    assert con.execute("pragma application_id").fetchone()[0] == 0x53484E50


def test_reimport_replaces(db: Path):
    r = run(db, "cards", "import", str(FIX / "ws_cards.jsonl"), "--json")
    data = json.loads(r.output)
    assert r.exit_code == 0 and data["added"] == 0 and data["replaced"] == 5
    con = sqlite3.connect(db)
    assert con.execute("select count(*) from cards").fetchone()[0] == 5
    assert con.execute("select count(*) from card_search").fetchone()[0] == 5


def test_csv_with_column_mapping(db: Path):
    args = ["cards", "import", str(FIX / "ws_cards.csv"), "-g", "ws", "--json"]
    maps = ["--map", "number=no", "--map", "name=title", "--map", "type=kind"]
    r = run(db, *args, *maps, "--map", "text=body")
    assert r.exit_code == 0, r.output
    assert json.loads(r.output)["added"] == 2
    card = json.loads(run(db, "card", "ws", "TST/W02-001", "--json").output)
    assert card["name"] == "草原の旅人" and card["abilities"] == []
    assert card["scenario"]["traits"] == ["旅", "草原"] and card["scenario"]["power"] == 2000


def test_import_errors_name_the_line_and_the_fix(db: Path, tmp_path: Path):
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "X-1", "name": "a"}\n{"id": "X-2", oops}\n', encoding="utf-8")
    r = run(db, "cards", "import", str(bad), "-g", "ws")
    assert r.exit_code == 2 and "bad.jsonl:2" in r.output and "Traceback" not in r.output
    nonum = tmp_path / "nonum.csv"
    nonum.write_text("カード名,効果\na,b\n", encoding="utf-8")
    r = run(db, "cards", "import", str(nonum), "-g", "ws", "--lang", "en")
    assert r.exit_code == 2 and "--map number=COLUMN" in r.output
    r = run(db, "cards", "import", str(FIX / "ws_cards.csv"), "-g", "ws", "--map", "number=nope")
    assert r.exit_code == 2 and "nope" in r.output
    r = run(db, "cards", "import", str(FIX / "ws_cards.csv"), "--lang", "en")
    assert r.exit_code == 2 and "--game" in r.output  # no game column, no --game
    r = run(db, "cards", "import", str(FIX / "ws_cards.jsonl"), "-g", "zz")
    assert r.exit_code == 2
    # a failed import changed nothing
    con = sqlite3.connect(db)
    assert con.execute("select count(*) from cards").fetchone()[0] == 5


def test_card_command_reads_abilities(db: Path):
    data = json.loads(run(db, "card", "ws", "TST/W01-001", "--json").output)
    assert data["number"] == "TST/W01-001" and data["type_id"] == "character"
    [ab] = data["abilities"]
    assert ab["kind"] == "auto" and ab["parsed"] and "trigger" in ab["reading"]
    assert ab["supported"] and ab["reason"] == ""
    odd = json.loads(run(db, "card", "ws", "TST/W01-002", "--json").output)
    [ab] = odd["abilities"]
    assert not ab["supported"] and ab["reason"]  # says why the engine cannot run it
    assert odd["supported"] is False
    text = run(db, "card", "ws", "TST/W01-002", "--lang", "en").output
    assert "cannot run" in text and ab["reason"] in text


def test_card_by_name_and_unknown(db: Path):
    r = run(db, "card", "ws", "勝利の鐘", "--json")
    assert r.exit_code == 0 and json.loads(r.output)["number"] == "TST/W01-003"
    both = json.loads(run(db, "card", "ws", "見張りの弓兵", "--json").output)
    assert [c["number"] for c in both["cards"]] == ["TST/W01-002", "TST/W01-002SP"]
    assert run(db, "card", "ws", "tst/w01-001", "--json").exit_code == 0  # case
    r = run(db, "card", "ws", "TST/W01-00X", "--json")
    assert r.exit_code == 2 and json.loads(r.output)["nearest"]
    r = run(db, "card", "vg", "TST/W01-001", "--lang", "en")
    assert r.exit_code == 2 and "cards import" in r.output  # no vg cards: how to add them


def test_search_matches_two_character_words(db: Path):
    r = run(db, "cards", "search", "山札", "-g", "ws", "--json")
    assert [c["number"] for c in json.loads(r.output)["cards"]] == ["TST/W01-005"]
    assert run(db, "cards", "search", "存在しない語", "-g", "ws").exit_code == 1


def test_cards_survive_a_rebuild(db: Path):
    assert run(db, "kb", "build").exit_code == 0
    con = sqlite3.connect(db)
    assert con.execute("select count(*) from cards").fetchone()[0] == 5
    assert run(db, "cards", "search", "山札", "-g", "ws").exit_code == 0


SCENARIO = """
game: ws
title: a battle between cards of the database
turn: {player: A, number: 3, phase: attack, first_player: A}
players:
  A:
    stage: {center_front: {card: TST/W01-001, power: 5000}}
    deck: [{name: 無, type: character}, 5]
  B:
    deck: 20
    stage: {center_front: {card: 見張りの弓兵}}
actions:
  - {player: A, do: attack, slot: center_front, kind: front}
ask: [A.center_front.power, B.center_front]
"""


def _ruling(db: Path, tmp_path: Path, text: str, *extra: str):
    f = tmp_path / "s.yaml"
    f.write_text(text, encoding="utf-8")
    from ruling.cardref import CARD_DB

    token = CARD_DB.set(db)
    try:
        return runner.invoke(app, ["ruling", str(f), *extra])
    finally:
        CARD_DB.reset(token)


def test_scenario_card_by_number_and_override(db: Path, tmp_path: Path):
    from ruling.cardref import CARD_DB
    from ruling.scenario import loads

    token = CARD_DB.set(db)
    try:
        scn = loads(SCENARIO)
    finally:
        CARD_DB.reset(token)
    a = scn.players["A"]["stage"]["center_front"]
    assert a["name"] == "見習いの剣士" and a["id"] == "TST/W01-001"
    assert a["power"] == 5000 and a["level"] == 0 and a["traits"] == ["剣", "学園"]
    assert "card" not in a  # replaced by the database's fields
    # same name, same text (parallel prints): the card is the same
    assert scn.players["B"]["stage"]["center_front"]["power"] == 4500
    r = _ruling(db, tmp_path, SCENARIO, "--json")
    assert r.exit_code == 0, r.output
    data = json.loads(r.output)
    # 5000 (the scenario's override) against the database's 4500: the defender is reversed
    assert data["outcome"]["state"] == {
        "A.center_front.power": 5000,
        "B.center_front": ["見張りの弓兵(reverse)"],
    }
    # the unsupported ability of the card from the database is reported, not ignored
    assert any("ふしぎな力" in w["text"] for w in data["warnings"])


def test_scenario_unknown_card_names_the_nearest(db: Path, tmp_path: Path):
    r = _ruling(db, tmp_path, SCENARIO.replace("TST/W01-001", "TST/W01-00Z"), "--lang", "en")
    assert r.exit_code == 2
    assert "s.yaml:7:" in r.output and "center_front.card" in r.output
    assert "nearest" in r.output and "TST/W01-00" in r.output
