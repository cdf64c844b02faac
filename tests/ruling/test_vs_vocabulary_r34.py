"""Victory Spark (vs), round 34 (s30vstext), issue 12: the vocabulary tables of vs.txt, each entry
as a minimal technique text in printed style, measured as a card list
(``tests/ruling/data/vs_vocabulary_r34.jsonl``, one card per entry; ``name`` is the clause it
stands for):

- chapter 2's card information as text reads it (名前 『』 2.1.1.1, レベル, 称号 < > and “ ”,
  性別 ♠ ♥, パートナー, 作品名, 攻撃力 / 防御力, 技名 【】, 技効果 and its brackets 2.14.2-2.14.8,
  技属性 《》 2.15, the リミテッドアイコン texts of 2.18.2.1.1 / 2.18.2.1.2);
- chapter 4's terms (4.9 配置状態, 4.10 引く, 4.11 山札を上から見る, 4.12 手札から公開する,
  4.13 パートナーアタック, 4.14 アタックした/されたカード, 4.15 発生源, 4.16 コストの支払い);
- chapter 8.1 / 8.2's ability kinds and effect kinds in their printed forms, with the icons of
  11.2 written as the document itself writes them where the icon is lost (「〔自動〕」);
- chapter 12's keywords (キャンセル, エントリースパーク 「スパークする」, サプライズ) written as the
  icon ``{cancel}``, as the word, or in brackets, and the example texts the document prints.

Every entry is either executable or listed in ``NOT_YET`` with its clause and the words of its
refusal (an ``unsupported`` warning, never dropped), so the table's coverage is measured and
cannot drop unnoticed. What round 34 added is checked below on its own minimal texts: each
keyword written in words or brackets compiles to the very program of the icon form (whose board
behaviour the earlier rounds' tests check), and 「スパークした時」 on a board.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from grammar.parse import parse_card
from ruling.abilities import _abilities
from ruling.resolve import resolve
from ruling.rules import get_game
from ruling.scenario import loads
from tests.ruling.boards import vs_ability, vs_program, vs_ruling
from tests.ruling.test_vs_cardtext_r13 import BOARD
from tests.ruling.vocabulary_tables import check_coverage, check_entry

get_game("vs")  # registers vs's card-text compiler

DATA = Path(__file__).parent / "data" / "vs_vocabulary_r34.jsonl"
RULES = Path(__file__).resolve().parents[2].parent / "shared" / "rules" / "vs.txt"

# entry id -> (the clause, words of the reason it is refused with): not run yet, each named
NOT_YET: dict[str, tuple[str, str]] = {
    "VS-VOC-2.3c": ("2.3.1.1", "Unknown"),  # 「名前／称号」
    "VS-VOC-2.4c": ("2.4.1", "Unknown"),  # 性別 written 「男」
    "VS-VOC-2.4d": ("2.4.1", "Unknown"),  # 性別 written 「女」
    "VS-VOC-2.5": ("2.5.1", "Unknown"),  # 「このカードのパートナー」
    "VS-VOC-2.7": ("2.7.1", "Unknown"),  # 「パートナーのカード」
    "VS-VOC-2.13b": ("2.13.1", "を持つ"),  # a card by the 技名 it has
    "VS-VOC-2.14.8b": ("2.14.8", "could not type"),  # 「{技}を得る」
    "VS-VOC-2.18.2.1.2": ("2.18.2.1.2", "continuous technique"),
    "VS-VOC-2.18.2.1.2b": ("2.18.2.1.2", "continuous technique"),
    "VS-VOC-4.9.1.2b": ("4.9.1.2", "noun phrase"),  # 「相手のレスト状態のカード」
    "VS-VOC-4.12.1": ("4.12.1", "reveal"),  # 「公開したカード」 read back after a cost
    "VS-VOC-4.13.3": ("4.13.3", "partner_attack"),  # 「パートナーアタックを成立させた時」
    # 「エンドフェイズの終わりに」: 6.8.1.1 / 6.8.1.5 name no such point (「エンドフェイズの始めに」
    # 「ターンの終わりに」 only), so refused rightly
    "VS-VOC-8.1.1.2.1c": ("8.1.1.2.1", "timing"),
    "VS-VOC-8.2.1.2": ("8.2.1.2", "noun phrase"),  # 「リングのカード」 of no player
    "VS-VOC-8.2.1.3.1": ("8.2.1.3.1", "replacing action"),
}


def _entries() -> list[dict[str, Any]]:
    return [json.loads(x) for x in DATA.read_text(encoding="utf-8").splitlines() if x.strip()]


def _abs(rec: dict[str, Any]) -> tuple[Any, ...]:
    return _abilities("vs", rec["text"], "character")


def test_the_table_covers_each_clause_the_rules_define() -> None:
    """Each entry names a clause vs.txt defines (its ``name``), and NOT_YET names entries only."""
    rules = RULES.read_text(encoding="utf-8")
    ids = {r["id"] for r in _entries()}
    assert len(ids) == len(_entries()) >= 90
    for r in _entries():
        assert f"{r['name']}." in rules or f"{r['name']} " in rules, r["name"]
    assert set(NOT_YET) <= ids


@pytest.mark.parametrize("rec", _entries(), ids=lambda r: r["id"])
def test_each_entry_runs_or_is_refused_by_name(rec: dict[str, Any]) -> None:
    """An executable entry runs; a NOT_YET one is refused by name (``check_entry``)."""
    check_entry(_abs(rec), rec, NOT_YET)


def test_the_measured_coverage() -> None:
    """The figure the report states: every entry but the NOT_YET ones all executable."""
    check_coverage("vs", DATA, _entries(), NOT_YET)


# --- 11.2 / 12.1-12.3 / 8.1.1: an icon lost in print, written as its word or in brackets ---------

_CANCEL = "[手札][このカードを控え室に置く]相手の技を1つ選び、キャンセルする。"
_SURPRISE = "[相手のカードがアタックした時]→あなたのリングのカードを+0/+2000。"
_AUTO = "[リング]このカードがアタックした時、あなたは1枚引く。"
_ACT = "[ベンチ][このカードをレストする]あなたは1枚引く。"
_CONT = "[ベンチ]あなたのリングのカードを+1000/+0。"


@pytest.mark.parametrize(
    ("text", "same_as"),
    [
        (f"キャンセル{_CANCEL}", f"{{cancel}}{_CANCEL}"),
        (f"【キャンセル】{_CANCEL}", f"{{cancel}}{_CANCEL}"),
        (f"[キャンセル]{_CANCEL}", f"{{cancel}}{_CANCEL}"),
        (f"〔キャンセル〕{_CANCEL}", f"{{cancel}}{_CANCEL}"),
        (f"【見切り】《術》キャンセル{_CANCEL}", f"【見切り】《術》{{cancel}}{_CANCEL}"),
        (f"サプライズ{_SURPRISE}", f"{{surprise}}{_SURPRISE}"),
        (f"[サプライズ]{_SURPRISE}", f"{{surprise}}{_SURPRISE}"),
        ("エントリースパーク あなたは1枚引く。", "{entry_spark}あなたは1枚引く。"),
        ("[エントリースパーク]あなたは1枚引く。", "{entry_spark}あなたは1枚引く。"),
        ("【颯爽】エントリースパーク あなたは1枚引く。", "【颯爽】{entry_spark}あなたは1枚引く。"),
        # 12.2.1 「この事を「スパークする」と呼びます」: the trigger said in words
        (
            "[リング]このカードがスパークした時、あなたは1枚引く。",
            "[リング]あなたは1枚引く。{entry_spark}",
        ),
        (
            "このカードがエントリースパークした時、あなたは1枚引く。",
            "{entry_spark}あなたは1枚引く。",
        ),
        # 8.1.1's kind icons, as the document writes one (「手札〔自動〕」): the kind, nothing more
        (f"〔自動〕{_AUTO}", _AUTO),
        (f"{{auto}}{_AUTO}", _AUTO),
        (f"[起動]{_ACT}", _ACT),
        (f"【永続】{_CONT}", _CONT),
    ],
)
def test_a_keyword_in_words_is_the_icon(text: str, same_as: str) -> None:
    assert vs_program(text) == vs_program(same_as)


@pytest.mark.parametrize(
    "text",
    [
        # the word as the effect's verb, not a head: unchanged (the cancel's own verb)
        "[ベンチ]相手の技を1つ選び、キャンセルする。",
        # a [サプライズ置場] area is a zone, not the keyword, nor is the zone opening the effect
        "[サプライズ置場]あなたのリングのカードを+1000/+0。",
        "[ベンチ]サプライズ置場にカードがあるなら、このカードを+1000/+0。",
        "[ベンチ]キャンセルされた技があるなら、このカードを+1000/+0。",
        "サプライズの技をキャンセルする。",
    ],
)
def test_the_word_elsewhere_is_not_the_icon(text: str) -> None:
    (ab,) = parse_card(text, "vs").card.abilities
    assert not any(lb.name in ("cancel", "surprise") for lb in ab.labels), ab.labels


@pytest.mark.parametrize(
    ("text", "hand"),
    [
        ("{entry_spark}あなたは1枚引く。", 2),
        ("[リング]このカードがスパークした時、あなたは1枚引く。", 2),
        ("エントリースパーク あなたは1枚引く。", 2),
        ("[エントリースパーク]あなたは1枚引く。", 2),
    ],
)
def test_an_entry_spark_in_words_sparks_on_the_rules_move(text: str, hand: int) -> None:
    """8.1.1.3.3's own example: 「あなたは自分のリングのカードを選び、自分の控え室に置く。」 empties
    the ring; the rule (9.6.1) puts the deck's top card there and its entry spark triggers
    (12.2.1): A draws the next card."""
    board = BOARD.replace("{entry_spark}あなたは1枚引く。", text) % (
        "ring: {name: 千早, ap: 2000, dp: 2000}",
        "あなたは自分のリングのカードを選び、自分の控え室に置く。",
    )
    r = resolve(loads(board))
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"] == {"一番上.zone": "A.ring", "二番目.zone": "A.hand", "A.hand": hand}
    assert "12.2.1" in r.decided_by


# --- 8.1.1.2.2: a surprise written as its rule says it works --------------------------------------

_SUR_WORDS = "[サプライズ置場][相手のカードがアタックした時]このカードを表にしてよい。そうしたら、あなたは1枚引く。"


@pytest.mark.parametrize(
    ("text", "same_as"),
    [
        (_SUR_WORDS, "{surprise}[相手のカードがアタックした時]→あなたは1枚引く。"),
        (
            f"【風船】《祭り》{_SUR_WORDS}",
            "【風船】《祭り》{surprise}[相手のカードがアタックした時]→あなたは1枚引く。",
        ),
        (
            "[サプライズ置場][あなたのリングのカードがアタックされた時]このカードを表にしてもよい。"
            "そうしたら、このアタック中、相手のリングのカードは-2000/-0される。",
            "{surprise}[あなたのリングのカードがアタックされた時]→このアタック中、"
            "相手のリングのカードは-2000/-0される。",
        ),
    ],
)
def test_a_surprise_in_words_is_the_surprise(text: str, same_as: str) -> None:
    assert vs_program(text) == vs_program(same_as)


@pytest.mark.parametrize(
    "text",
    [
        # not flipping this card, or an effect not made to hang on it: not 8.1.1.2.2's form
        "[サプライズ置場][相手のカードがアタックした時]あなたは1枚引く。",
        "[サプライズ置場][相手のカードがアタックした時]このカードを表にする。そうしたら、あなたは1枚引く。",
        "[控え室][相手のカードがアタックした時]このカードを表にしてよい。そうしたら、あなたは1枚引く。",
    ],
)
def test_other_heads_are_not_read_as_a_surprise(text: str) -> None:
    (ab,) = parse_card(text, "vs").card.abilities
    assert not any(lb.name == "surprise" for lb in ab.labels), ab.labels


@pytest.mark.parametrize(("choose", "drawn"), [("yes", 1), ("no", 0)])
def test_a_surprise_in_words_on_a_board(choose: str, drawn: int) -> None:
    """B's face-down card in the surprise zone: A's attack meets its condition; B flips it
    (8.1.1.2.2) and draws, or does not and nothing happens."""
    a = (
        "{deck: 9, ring: {name: 千早, ap: 3000, dp: 2000},"
        " bench: {left: {name: 春香, ap: 1000, dp: 1000}}}"
    )
    b = (
        "{deck: 9, hand: 0, ring: {name: 美希, ap: 1000, dp: 5000},"
        f' surprise: {{name: 壁, ap: 1000, dp: 1000, text: "{_SUR_WORDS}"}}}}'
    )
    acts = f"  - {{do: attack, support: 春香}}\nchoices:\n  - {{player: B, at: surprise, choose: {choose}}}"
    r = vs_ruling(a, b, acts, "[B.hand]", "{player: A, number: 6}")
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["B.hand"] == drawn


# --- 4.14.1: 「アタックされたカード」 changed by a step -----------------------------------------------


def _attack_on_3500(text: str, where: str = "ring") -> Any:
    """A's 千早 (3000) attacks B's 美希 (defence 3500), supported by 春香; ``text`` is 千早's
    (``where`` ring) or 春香's (bench)."""
    ring_text = f', text: "{text}"' if where == "ring" else ""
    bench_text = f', text: "{text}"' if where == "bench" else ""
    a = (
        f"{{deck: 9, ring: {{name: 千早, ap: 3000, dp: 2000{ring_text}}},"
        f" bench: {{left: {{name: 春香, ap: 1000, dp: 1000{bench_text}}}}}}}"
    )
    b = "{deck: 9, ring: {name: 美希, ap: 1000, dp: 3500}}"
    return vs_ruling(
        a, b, "  - {do: attack, support: 春香}", "[美希.zone]", "{player: A, number: 6}"
    )


@pytest.mark.parametrize(
    ("text", "where", "zone"),
    [
        # -0/-1000 on the card attacked: 2500 defence, the 3000 attack retires it (7.1.5.4)
        (
            "[リング]このカードがアタックした時、アタックされたカードを-0/-1000。",
            "ring",
            "B.retire",
        ),
        (
            "[ベンチ]このカードがサポートした時、アタックされたカードを-0/-1000。",
            "bench",
            "B.retire",
        ),
        # the neighbour: a draw, the card attacked keeps its 3500
        ("[リング]このカードがアタックした時、あなたは1枚引く。", "ring", "B.ring"),
    ],
)
def test_the_card_attacked_changed_by_a_step(text: str, where: str, zone: str) -> None:
    r = _attack_on_3500(text, where)
    assert not [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert r.outcome["state"]["美希.zone"] == zone
    assert "4.14.1" in r.decided_by


def test_the_card_attacked_in_a_continuous_technique_is_refused_by_name() -> None:
    # a continuous technique keeps its values outside any step: not read for the card attacked
    r = _attack_on_3500("[ベンチ]アタックされたカードを-0/-1000。", "bench")
    assert [w for w in r.warnings() if w.kind == "unsupported"], r.warnings()
    assert "4.14.1" in vs_ability("[ベンチ]アタックされたカードを-0/-1000。").reason
