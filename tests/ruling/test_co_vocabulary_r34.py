"""CrossOver (co), round 34 (s30cotext), issue 12: the vocabulary co.txt uses for card text, each
entry as a minimal ability text in printed style, measured as a card list
(``tests/ruling/data/co_vocabulary_r34.jsonl``, one card per entry; ``clause`` is the clause it
stands for, ``name`` the card's name so that its 『X』 is itself, 4.2.10).

co.txt has no keyword chapter: its vocabulary is scattered through the text — the terms 使い捨て /
〜にセット (3−4−3, 4−2−11), All Turn (3−4−2, 3−4−4), 維持費 (3−6−2), 飛行 / 潜水 (3−4−5−7), 代用コスト /
追加コスト and their sum (4−3−2−1/2), 対象の〜 (4−2−13), うち消し (4−2−14), ブレイク (4−2−5), エネルギーを
得る (4−3−1), the triggers 「〜をプレイしたときに」「プレイに成功したときに」「使用に成功したときに」
(4−3−2−4, 4−3−2−6, 4−3−3−4, 4−3−3−6), 「〜の直後にのみ〜してもよい」 (4−3−5), ダメージ軽減 and
「ダメージを与えた(受けた)直後」 (4−3−10), クラッシュのうち消し and 「クラッシュした直後」 (4−3−11), the
categories of 4−3−8 (影響を受けない, タイプ / 性別, 特殊能力を得る / 失う, 能力値の指定 「0:5」, 修正
「+1:+1」, APとDPを入れ替える), the timings ターン開始時 / フェイズ開始・終了時 / 戦闘終了時 / ターン終了時
(3−1 … 3−7), and the card texts the document quotes in 《…》 or names 〔…〕 (4−2−10, 4−3−2−6, 4−3−8,
4−3−8−1, 3−1, 4−3−4, 4−3−7, 4−2−1).

Every entry is either executable or listed in ``NOT_YET`` with its clause and the words its
refusal names (never silently dropped), so the table's coverage is measured and cannot drop
unnoticed. What a sample of the executable entries does on a board is checked below (the
others' constructions have board tests of their own in tests/ruling/test_co_*.py).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ruling.abilities import abilities_of
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from ruling.state import Card
from tests.ruling.vocabulary_tables import check_coverage, check_entry

GAME = get_game("co")  # registers co's card-text compiler

DATA = Path(__file__).parent / "data" / "co_vocabulary_r34.jsonl"
RULES = Path(__file__).resolve().parents[2].parent / "shared" / "rules" / "co.txt"
_TYPES = {s: t for t, ss in GAME.card_types.items() for s in ss}

# entry id -> (the clause, words of the reason it is refused with): not run yet, each named
NOT_YET: dict[str, tuple[str, str]] = {
    # 「コントロール権をターン終了時まで得る」 with a return at the turn's end (3−7−2)
    "CO-VOC-3-7-2b": ("3−7−2", "two arguments with role goal"),
    # 「戦闘終了時に、Xがディフェンスを行っていたなら」: a past defence as a condition (3−4−5−5)
    "CO-VOC-3-4-5-5": ("3−4−5−5", "defend.progressive_past"),
    # 「…を選ぶ。このターン、そのカードを手札にあるかのようにプレイできる」 (4−2−1): the grammar
    # types the play now (round 41, AS_IF_IN); CO's compiler has no reading of a bare 「選ぶ」 step
    # whose card a later sentence plays
    # round 59 (s56coX): 「…1枚を選ぶ。…そのカードを…」 is read as one step on the card chosen
    # (``_chosen_then_named``); what is refused is then 「…プレイできる」 said of it
    "CO-VOC-4-2-1": ("4−2−1", "a step in form can"),
}


def _entries() -> list[dict[str, Any]]:
    return [json.loads(x) for x in DATA.read_text(encoding="utf-8").splitlines() if x.strip()]


def _abs(rec: dict[str, Any]) -> tuple[Any, ...]:
    card = Card("x", "A", name=rec["name"], text=rec["text"], type=_TYPES.get(rec["type"]))
    return abilities_of("co", card)


def test_the_table_covers_each_clause_the_rules_define() -> None:
    """Each entry names a clause co.txt defines, and NOT_YET names entries only."""
    rules = RULES.read_text(encoding="utf-8")
    ids = {r["id"] for r in _entries()}
    assert len(ids) == len(_entries()) >= 70
    for r in _entries():
        assert f" {r['clause']} " in rules, r["clause"]
    assert set(NOT_YET) <= ids


@pytest.mark.parametrize("rec", _entries(), ids=lambda r: r["id"])
def test_each_entry_runs_or_is_refused_by_name(rec: dict[str, Any]) -> None:
    """An executable entry runs; a NOT_YET one is refused by name (``check_entry``)."""
    check_entry(_abs(rec), rec, NOT_YET)


def test_the_measured_coverage() -> None:
    """The figure the report states: every entry but the NOT_YET ones all executable."""
    check_coverage("co", DATA, _entries(), NOT_YET)


# --- what a played entry does on a board ----------------------------------------------------

_BOARD = """game: co
title: t
turn: {{player: A, number: 6, phase: main}}
players:
  A:
    hp: 10
    energy: 5
    deck: 10
    hand: [{{name: 札, type: {type}, cost: 1, text: {text}}}]
    field:
      - {{name: 騎士, type: character, ap: 2, dp: 4, gender: 女性}}
      - {{name: 小箱, type: item, cost: 1}}
  B: {{hp: 10, deck: 10, field: [{{name: 兵, type: character, ap: 1, dp: 1, gender: 男性}}]}}
actions:
  - {{do: play, card: 札{target}}}
ask: [{ask}]
"""


def _by_id(id_: str) -> dict[str, Any]:
    return next(r for r in _entries() if r["id"] == id_)


@pytest.mark.parametrize(
    ("id_", "target", "want", "clause"),
    [
        ("CO-VOC-3-4-3a", "騎士", {"騎士.damage": 2, "札.zone": "A.dustbox"}, "3.4.3"),
        ("CO-VOC-4-2-13a", "騎士", {"騎士.damage": 2}, "4.2.13"),
        ("CO-VOC-4-2-13b", "A", {"A.hp": 14, "A.hand": 1}, "4.2.13"),
        ("CO-VOC-4-2-5a", "小箱", {"小箱.zone": "A.broken"}, "4.2.5"),
        ("CO-VOC-4-3-8j", "騎士", {"騎士.ap": 3, "騎士.dp": 5}, "4.3.8"),
        ("CO-VOC-4-3-8i", "騎士", {"騎士.ap": 0, "騎士.dp": 5}, "4.3.8"),
        ("CO-VOC-4-3-9", None, {"騎士.damage": 3, "兵.zone": "B.dustbox"}, "4.3.9"),
        ("CO-VOC-4-3-4a", "騎士", {"騎士.zone": "A.dustbox"}, "4.3.11"),
        ("CO-VOC-4-3-8-sexF", "騎士", {"騎士.damage": 2}, "4.2.13"),
    ],
)
def test_a_played_entry_on_a_board(
    id_: str, target: str | None, want: dict[str, Any], clause: str
) -> None:
    rec = _by_id(id_)
    doc = _BOARD.format(
        type=_TYPES[rec["type"]],
        text=json.dumps(rec["text"], ensure_ascii=False),
        target=f", target: {target}" if target else "",
        ask=", ".join(want),
    )
    r = resolve(loads(doc))
    assert r.outcome["state"] == want, r.outcome
    assert clause in r.decided_by
    assert not [w for w in r.warnings() if w.kind == "unsupported"]


def test_neighbour_a_gender_the_target_lacks_refuses_the_play() -> None:
    """「対象の女性キャラクター」 on a male character: no proper target, the play is refused
    (4.2.13)."""
    rec = _by_id("CO-VOC-4-3-8-sexF")
    doc = _BOARD.format(
        type="event",
        text=json.dumps(rec["text"], ensure_ascii=False),
        target=", target: 兵",
        ask="兵.zone",
    )
    r = resolve(loads(doc))
    assert r.outcome.get("rejected") and r.outcome["state"] == {"兵.zone": "B.field"}
    assert "4.2.13" in r.decided_by


# --- 4.3.3.6 「あなた(相手)がキャラクターの特殊能力の使用に成功したとき」: a player's use of an
# ability of a card of that kind, as 「あなたがコントロールしているキャラクターの…」 ----------------

_USED = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: 狙撃手, type: character, ap: 1, dp: 2, text: "『狙撃手』をタップする:対象のキャラクターに2点のダメージを与える。"}
      - {name: 記録係, type: navigator, text: "%sがキャラクターの特殊能力の使用に成功したとき、あなたのHPが1点回復する。"}
  B: {hp: 10, deck: 10, field: [{name: 兵, type: character, ap: 1, dp: 2}]}
actions:
  - {do: activate, card: 狙撃手, target: 兵}
ask: [A.hp, 兵.zone]
"""


@pytest.mark.parametrize(("who", "hp"), [("あなた", 11), ("相手", 10)])
def test_a_players_use_of_a_characters_ability_succeeded(who: str, hp: int) -> None:
    text = f"{who}がキャラクターの特殊能力の使用に成功したとき、あなたのHPが1点回復する。"
    same = f"{who}がコントロールしているキャラクターの特殊能力の使用に成功したとき、あなたのHPが1点回復する。"
    a = _abs({"name": "記録係", "text": text, "type": "ナビゲーター"})
    b = _abs({"name": "記録係", "text": same, "type": "ナビゲーター"})
    assert [x.program for x in a] == [x.program for x in b] and a[0].supported, a[0].reason
    r = resolve(loads(_USED % who))
    assert r.outcome["state"] == {"A.hp": hp, "兵.zone": "B.dustbox"}, r.outcome
    if hp == 11:
        assert "4.3.3.6" in r.decided_by


# --- 4.3.8 (2) 性別: 「あなたがコントロールする「その他」キャラクター」 — the gender quoted, as
# 4.3.8's example prints it (「「その他」キャラクターとなる」), narrows the group like 「女性」 ---------

_OTHER = """game: co
title: t
turn: {player: A, number: 6, phase: main}
players:
  A:
    hp: 10
    deck: 10
    field:
      - {name: 柚木, type: character, gender: 女性, ap: 1, dp: 1, text: "%s"}
      - {name: 機械, type: character, gender: その他, ap: 1, dp: 1}
      - {name: 姫, type: character, gender: 女性, ap: 1, dp: 1}
  B: {hp: 10, deck: 10, field: [{name: 人形, type: character, gender: その他, ap: 1, dp: 1}]}
actions: []
ask: [機械.ap, 姫.ap, 人形.ap]
"""


@pytest.mark.parametrize(
    ("group", "want"),
    [
        ("あなたがコントロールする「その他」キャラクター", (2, 1, 1)),
        ("あなたがコントロールしている「その他」キャラクター", (2, 1, 1)),
        ("すべての「その他」キャラクター", (2, 1, 2)),
        ("あなたがコントロールする女性キャラクター", (1, 2, 1)),
    ],
)
def test_a_group_narrowed_by_a_quoted_gender(group: str, want: tuple[int, int, int]) -> None:
    text = f"『柚木』がフィールドに出ている限り、{group}は「+1:+0」の修正を受ける。"
    (ab,) = _abs({"name": "柚木", "text": text, "type": "キャラクター"})
    assert ab.supported, ab.reason
    r = resolve(loads(_OTHER % text))
    got = r.outcome["state"]
    assert (got["機械.ap"], got["姫.ap"], got["人形.ap"]) == want, r.outcome
    assert "4.3.8" in r.decided_by


# --- 4.3.3.4 「あなた(相手)が(キャラクターの)特殊能力を使用したとき」: at a use's step 4, once its
# cost is paid (before the ability resolves, 4.3.3.6 is the success) ---------------------------

_USE = _USED.replace(
    "%sがキャラクターの特殊能力の使用に成功したとき、あなたのHPが1点回復する。",
    "%sが%s特殊能力を使用したとき、あなたのHPが1点回復する。",
)


@pytest.mark.parametrize(
    ("who", "kind", "hp"),
    [("あなた", "キャラクターの", 11), ("あなた", "", 11), ("相手", "キャラクターの", 10)],
)
def test_a_players_use_of_an_ability_triggers_at_its_step_4(who: str, kind: str, hp: int) -> None:
    text = f"{who}が{kind}特殊能力を使用したとき、あなたのHPが1点回復する。"
    (ab,) = _abs({"name": "記録係", "text": text, "type": "ナビゲーター"})
    assert ab.supported and ab.program.on == "use", ab.reason
    r = resolve(loads(_USE % (who, kind)))
    assert r.outcome["state"] == {"A.hp": hp, "兵.zone": "B.dustbox"}, r.outcome
    if hp == 11:
        assert "4.3.3.4" in r.decided_by


def test_neighbour_a_navigators_ability_is_not_a_characters() -> None:
    """「キャラクターの特殊能力を使用したとき」: the use of a navigator's ability triggers nothing."""
    doc = _USE % ("あなた", "キャラクターの")
    doc = doc.replace(
        "  - {do: activate, card: 狙撃手, target: 兵}",
        "  - {do: activate, card: 灯台}",
    ).replace(
        "  B: {hp: 10",
        "    hand: []\n  B: {hp: 10",
    )
    doc = doc.replace(
        "      - {name: 記録係,",
        '      - {name: 灯台, type: navigator, text: "『灯台』をタップする:あなたは1エネルギーを得る。"}\n'
        "      - {name: 記録係,",
    )
    r = resolve(loads(doc))
    assert r.outcome["state"] == {"A.hp": 10, "兵.zone": "B.field"}, r.outcome
