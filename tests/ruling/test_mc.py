"""Monster Collection (mc): the card-text compiler on the examples the rules quote, one ability
over several printed lines, the coverage document, the suite size."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
import yaml

from ruling.abilities import abilities_of
from ruling.games._mc.cardtext import (
    ChangeStep,
    GrantStep,
    Program,
    RestStep,
    Standing,
    StatStep,
)
from ruling.rules import get_game
from ruling.state import Card

REPO = Path(__file__).resolve().parents[2]
EXAMPLES = yaml.safe_load(
    (REPO / "tests" / "fixtures" / "card_examples" / "mc.yaml").read_text(encoding="utf-8")
)


def _abilities(text: str):
    get_game("mc")
    return abilities_of("mc", Card("x", "A", text=text, type="unit"))


def test_an_ability_over_several_lines_is_one_ability() -> None:
    abs_ = _abilities(
        "□溶解泡[普通]\n〈対象:ユニット1体〉対象を「防御力:-2Dして高い目1つ」する。\n"
        "◎[普通/対抗]竜鳴印\n〈コスト:手札1枚破棄(「種族:ドラゴン」のカード)/対象:このユニット〉\n"
        "対象に「防御力:+2」を付与する。"
    )
    assert [a.supported for a in abs_] == [True, True]
    assert abs_[0].program.steps == (StatStep("defense", 0, (2, "-", "high")),)
    # round 18: the (～) is the condition the cards meet, its values all kept (4.7.5)
    assert abs_[1].program.hand_cost == (1, ("species", ("ドラゴン",)), "hand", False)
    assert abs_[1].program.timings == ("normal", "counter")


def test_chapter_10_effects_compile() -> None:
    """Grants (10.14.2, 10.14.4; 「…と…」 both), changes (10.16.1), 行動完了にする (10.18.1),
    removal costs (10.11.11, 10.11.13) and [対抗:～限定] (10.9.6)."""
    abs_ = _abilities(
        "◎[普通]竜の血\n〈対象:自軍ユニット1体〉対象に「種族:ドラゴン」と「種族:レプタイル」を付与する。\n"
        "◎[対抗]炎の守り\n〈対象:自軍ユニット1体〉対象に「耐性:火炎」を付与する。\n"
        "◎[普通]水の呪い\n〈対象:ユニット1体〉対象を「属性:水」に変更する。\n"
        "◎[普通]足止め\n〈対象:ユニット1体〉対象を行動完了にする。\n"
        "◎[普通]冥府の炎\n〈コスト:捨て山2枚除外/対象:ユニット1体〉対象に【火炎】【2】ダメージを与える。\n"
        "◎[対抗:攻撃限定]受け流し\n〈対象:このユニット〉対象に「防御力:+2」を付与する。"
    )
    assert all(a.supported for a in abs_)
    grant, resist, change, rest, nether, parry = (a.program for a in abs_)
    assert grant.steps == (GrantStep("species", "ドラゴン"), GrantStep("species", "レプタイル"))
    assert resist.steps == (GrantStep("resistance", "火炎"),)
    assert change.steps == (ChangeStep("attribute", ("水",)),)
    assert rest.steps == (RestStep(),)
    assert nether.hand_cost == (2, None, "discard", True)
    assert parry.timings == ("counter",) and parry.limits == ("attack",)


def test_unknown_limited_timing_is_unsupported() -> None:
    (ab,) = _abilities("◎[対抗:呪文限定]謎\n〈対象:このユニット〉対象に「防御力:+2」を付与する。")
    assert not ab.supported


@pytest.mark.parametrize(
    "clause",
    [
        "2.1.8.4.1",
        "2.1.8.4.3",
        "2.1.8.4.4",
        "14.5.4.3",
        "15.2",
        "15.3",
        "13.1.1",
        "13.1.5",
        "15.1",
        "15.4.3",
        "15.4.4",
        "15.4.11",
    ],
)
def test_the_rules_examples_the_engine_runs_compile(clause: str) -> None:
    texts = [
        e["text"] for e in EXAMPLES["examples"] + EXAMPLES["keywords"] if e["clause"] == clause
    ]
    assert texts
    ab = _abilities(texts[0])[0]
    assert ab.supported, ab.reason
    assert isinstance(ab.program, Program | Standing)


@pytest.mark.parametrize(
    ("text", "why"),
    [
        (
            "●[戦闘]余波\n〈発揮:戦闘終了時/対象:このユニット〉\n対象に【1】ダメージを与える。",
            "戦闘終了時",
        ),
        # corrected (round 27): 【強制配置】 runs (the ◇ placement it means, 15.4.6.2); a ◇ ability
        # of a summon's 発揮時期 that does not summon its card stays refused (14.6.3.2)
        (
            "◇調合\n〈発揮:普通召喚宣言時/対象:自軍プレイヤー〉\n対象は山札からカードを1枚引く。",
            "14.6.3.2",
        ),
        ("◇“効果名”\n〈対象:“対象”〉\n“条件、効果”", "14.6"),
        # corrected (round 18): 「アイテム:i」 is one 「i」 icon, one item slot (13.1.2.1: x is one
        # or more 「i」 icons), read now; the template's 「x」 itself stays refused
        ("「アイテム:x」", "アイテム"),
    ],
)
def test_what_the_engine_does_not_run_is_refused_with_a_reason(text: str, why: str) -> None:
    ab = _abilities(text)[0]
    assert not ab.supported and why in ab.reason


@pytest.mark.skipif(importlib.util.find_spec("kb.api") is None, reason="kb.api is not available")
def test_coverage_doc_is_current() -> None:
    from ruling.commands import coverage_data, coverage_markdown

    doc = REPO / "docs" / "coverage-mc.md"
    assert doc.read_text(encoding="utf-8") == coverage_markdown(coverage_data("mc")), (
        "docs/coverage-mc.md is stale: run `shinpan coverage mc --write docs/coverage-mc.md`"
    )


def test_mc_suite_size() -> None:
    assert len(list((REPO / "tests" / "scenarios" / "mc").glob("*.yaml"))) >= 20


def test_bad_mc_file_gives_path_and_line(tmp_path: Path) -> None:
    from ruling.commands import ruling_cmd

    f = tmp_path / "bad.yaml"
    f.write_text(
        "game: mc\ntitle: bad\nturn: {player: A, number: 4, phase: main}\nplayers:\n"
        "  A:\n    field:\n      x9: [{name: 森, type: terrain}]\n  B: {deck: 3}\n"
        "actions:\n  - {do: advance, units: [ゴブリン]}\n",
        encoding="utf-8",
    )
    code, out = ruling_cmd(str(f), lang="en")
    assert code == 2, out
    assert f"{f}:7:7" in out and "x9" in out and "needs 'to'" in out, out


def test_an_unlisted_deck_is_unknown_not_empty(tmp_path: Path) -> None:
    from ruling.resolve import resolve_file

    f = tmp_path / "deck.yaml"
    f.write_text(
        "game: mc\ntitle: unknown deck\nturn: {player: A, number: 4}\n"
        "players:\n  A: {hand: [a, b]}\n  B: {deck: 3}\nactions:\n  - {do: hand_phase}\n",
        encoding="utf-8",
    )
    r = resolve_file(f)
    assert r.outcome["game_over"] is False
    # corrected (round 18, mc/r18_025): the unknown deck is not empty, so the hand is filled to
    # the limit with cards of unknown name (7.2.5, 12.3.1), said as the assumption — before, the
    # hand was left as it was
    assert any(w.key == "zone_not_given_not_empty" for w in r.warnings())
    assert len(r.main.final.zone("A", "hand")) == 6


def test_a_battle_start_ability_runs_only_what_its_runner_can() -> None:
    """A ● ability is run at the start of a battle step by value changes, grants, damage,
    (since s12mc) making acted / unacted and (since r36) the card steps ``apply_step`` runs —
    moved, dead, lost, changed (14.7.3); one with a step its runner has no way to run (here the
    standing 「対象は行動完了にならない」 of a ○ ability, 4.1.12) is refused at compile time, not
    skipped at run time."""
    from grammar.parse import parse_card
    from ruling.abilities import Unsupported
    from ruling.games._mc.cardtext import compile_ability

    head = "●[戦闘]災いの風\n〈発揮:戦闘開始時/対象:ユニットすべて〉\n"
    grant = parse_card(head + "対象に「弱点:禁呪(+2 ダメージ)」を付与する。", "mc")
    compile_ability(grant.card.abilities[0])
    rest = parse_card(head + "対象を行動完了にする。", "mc")
    compile_ability(rest.card.abilities[0])  # run by play.fire (test_mc_cardtext_r16)
    change = parse_card(head + "対象を「属性:水」に変更する。", "mc")
    compile_ability(change.card.abilities[0])  # run by play.apply_step (test_mc_cardtext_r36)
    standing = parse_card(head + "対象は行動完了にならない。", "mc")
    with pytest.raises(Unsupported, match="change or rest"):
        compile_ability(standing.card.abilities[0])
