"""WS card abilities: the compiler's verdicts, and every ability of the real-card corpus that the
compiler accepts actually runs (a smoke run on a generic board, every choice answered)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from grammar.parse import parse_card
from ruling.abilities import abilities_of, corpus_report
from ruling.core import Engine
from ruling.games._ws.cardtext import Sel, Unsupported, compile_ability, trig_ext
from ruling.games._ws.cardtext.ir import XDef, cond_x, dest_pos, op_ext, prog_ext, uses_a_turn
from ruling.games._ws.continuous import continuous_effects, stat
from ruling.games._ws.playing import card_resolve, run_event
from ruling.rules import Choose, get_game
from ruling.scenario import build, loads
from ruling.state import Card, Pending
from tests.ruling.boards import ws_compile as _one

CORPUS = Path("/work/shared/cards/ws.cards.jsonl")
GAME = get_game("ws")


def test_compiles_a_placed_trigger_with_an_optional_move() -> None:
    p = _one(
        "【自】 このカードが手札から舞台に置かれた時、あなたは自分のクロックの上から1枚を、控え室に置いてよい。"
    )
    assert p.kind == "auto" and p.trigger.event == "placed"
    assert p.trigger.src == ("hand",) and p.trigger.dst == ("stage",)
    (op,) = p.steps
    assert op.verb == "move" and op.optional and op.dest == "waiting_room"
    assert op.target.zone == "clock" and op.target.pos == "top" and op.target.count == 1


def test_compiles_an_activated_ability_with_its_cost() -> None:
    p = _one(
        "【起】［(1) 他のあなたの《音楽》のキャラを1枚【レスト】する］ あなたは自分の《音楽》のキャラを1枚選び、そのターン中、ソウルを＋1。"
    )
    assert [c.what for c in p.cost] == ["stock", "rest"]
    assert p.cost[1].sel.traits == ("音楽",) and p.cost[1].sel.other
    assert [s.verb for s in p.steps] == ["choose", "stat"]
    assert p.steps[1].target.ref == "chosen" and p.steps[1].until == "turn"


def test_if_done_and_search() -> None:
    p = _one(
        "【自】［(1)］ このカードが手札から舞台に置かれた時、あなたはコストを払ってよい。そうしたら、"
        "あなたは自分の山札を見て《音楽》のキャラを1枚まで選び、相手に見せ、手札に加える。その山札をシャッフルする。"
    )
    verbs = [s.verb for s in p.steps]
    assert verbs == ["pay_cost", "search_deck", "choose", "show", "move", "shuffle"]
    assert p.steps[1].lead == "if_done" and p.steps[2].target.zone == "looked"
    assert p.steps[5].sentence == 2


@pytest.mark.parametrize(
    "text",
    [
        # a count given by a variable
        "【自】 このカードがアタックした時、あなたは自分の山札の上からＸ枚を、控え室に置く。",
        # a declaration of no number printed (「0か1か2か3を宣言する」 runs since round 16)
        "【自】 このカードがアタックした時、相手は好きな数を宣言する。",
        # (「そのアタック中」 is kept since round 14; 「そのバトル中」 of a stat change since round 60,
        # tests/ruling/test_ws_r60_battle_duration.py)
    ],
)
def test_refuses_what_it_cannot_run(text: str) -> None:
    r = parse_card(text, "ws")
    assert r.card is not None
    with pytest.raises(Unsupported):
        compile_ability(r.card.abilities[0])


def test_a_trait_or_a_part_of_the_name_is_either() -> None:
    """「他の《メガネ》かカード名に「主人公」を含むキャラ」: one of two descriptions (trait, or a name
    holding a word), never read as both on one card; 他の is for either."""
    p = _one(
        "【自】 他の《メガネ》かカード名に「主人公」を含むキャラが舞台に置かれた時、"
        "そのターン中、このカードのパワーを＋1000。"
    )
    subj = p.trigger.subject
    assert subj.other and not subj.traits and not subj.contains_any
    assert [(a.traits, a.contains_any) for a in subj.alts] == [
        (("メガネ",), ()),
        ((), ("主人公",)),
    ]


def test_unsupported_ability_keeps_its_text_and_reason() -> None:
    card = Card(
        "X1",
        "A",
        name="x",
        type="character",
        text="【永】 このカードの正面のキャラは他の枠に動かせず、思い出にできない。\n"
        "【自】 このカードがアタックした時、相手は好きな数を宣言する。\n"
        "【永】 記憶 あなたの思い出が3枚以上なら、このカードのパワーを＋1000。\n【永】 大活躍",
    )
    abs_ = abilities_of("ws", card)
    assert [a.supported for a in abs_] == [False, False, True, True]
    # 「他の枠に動かせず、」 is read (the prohibition, continuative); 「思い出にできない」 is not
    assert "動かせず" in abs_[0].text and "do.cannot" in abs_[0].reason
    assert "宣言" in abs_[1].text and "declar" in abs_[1].reason
    # 記憶 only names a kind of ability (10.9.1): the ability is its text
    assert abs_[2].keyword == "記憶" and abs_[2].program.cond.sel.zone == "memory"


# in the xdist worker that compiles the ws development corpus for the other tests of the group
# (``--dist loadgroup``): compiled once per process, ~15 s
@pytest.mark.xdist_group("ws_corpus")
def test_corpus_report_counts() -> None:
    if not CORPUS.exists():
        pytest.skip("no card corpus")
    rep = corpus_report("ws", CORPUS)
    assert rep["cards"] == sum(1 for ln in CORPUS.read_text(encoding="utf-8").splitlines() if ln)
    assert 0 < rep["cards_all_executable"] < rep["cards"]
    assert rep["abilities_executable"] == sum(v["executable"] for v in rep["by_kind"].values())


# --------------------------------------------------------------------------- smoke run

BOARD = """
game: ws
title: smoke
turn: {player: A, number: 5, phase: main, first_player: A}
players:
  A:
    level: [{name: l1, type: character, color: RED}, {name: l2, type: character, color: RED}]
    clock: [{name: c1, type: character, level: 1, traits: [音楽]}, {name: c2, type: climax}]
    stock: 6
    hand: [{name: h1, type: character, level: 0, traits: [音楽]}, {name: h2, type: climax}, {name: h3, type: event}]
    deck: [{name: d1, type: character, level: 1, traits: [音楽, 死]}, {name: d2, type: climax}, {name: d3, type: character, level: 2}, 8]
    waiting_room: [{name: w1, type: character, level: 1, traits: [音楽, 死]}, {name: w2, type: climax}, {name: w3, type: event}]
    memory: [{name: m1, type: character}]
    stage:
      left_front: {name: s1, type: character, level: 1, power: 5000, soul: 1, traits: [音楽, 死]}
      right_front: {name: s2, type: character, level: 0, power: 3000, soul: 1}
      left_back: {name: s3, type: character, level: 1, power: 2000, soul: 1, traits: [音楽]}
  B:
    level: 1
    clock: 2
    stock: 2
    hand: 3
    deck: 10
    waiting_room: 3
    stage:
      center_front: {name: o1, type: character, level: 1, power: 4000, soul: 1}
      left_front: {name: o2, type: character, level: 2, power: 6000, soul: 2}
"""


class AutoEngine(Engine):
    """Answers every choice with its first option (so optional steps are carried out)."""

    def _choose(self, req: Choose) -> Any:
        opts = list(req.options)
        return opts[0].value if opts else None


def _corpus_abilities() -> list[tuple[str, str, str, int]]:
    if not CORPUS.exists():
        return []
    seen: set[str] = set()
    out = []
    types = {"CH": "character", "EV": "event", "CX": "climax"}
    for line in CORPUS.read_text(encoding="utf-8").splitlines():
        rec = json.loads(line)
        ctype = types.get(rec.get("type") or "", "character")
        text = rec["text"]
        for ab in abilities_of("ws", Card("T", "A", type=ctype, text=text)):
            if ab.supported and ab.text not in seen:
                seen.add(ab.text)
                out.append((rec["id"], ctype, text, ab.index))
    return out


def _engine(ctype: str, text: str) -> tuple[AutoEngine, str]:
    state, _notes = build(loads(BOARD))
    eng = AutoEngine(GAME, state)
    GAME.setup(eng.ctx)  # type: ignore[misc]
    card = Card("T1", "A", name="試験", type=ctype, level=1, cost=0, power=4000, soul=1, text=text)
    card.traits = ("音楽",)
    zone = {"character": "stage.center_front", "climax": "climax", "event": "resolution"}[ctype]
    state.zone("A", zone).insert(0, card)
    card.placed = state.next_seq()
    return eng, card.uid


# in the xdist worker that compiles the ws development corpus for the other tests of the group
# (``--dist loadgroup``): compiled once per process, ~15 s
@pytest.mark.xdist_group("ws_corpus")
@pytest.mark.skipif(not CORPUS.exists(), reason="no card corpus")
def test_every_supported_corpus_ability_runs() -> None:
    # compiled here, not at import: every test process imports this module to collect it
    abilities = _corpus_abilities()
    assert abilities, "the corpus has supported abilities"
    failures = []
    ran = {"auto": 0, "activated": 0, "event": 0, "continuous": 0}
    steps = 0
    for cid, ctype, text, index in abilities:
        eng, uid = _engine(ctype, text)
        ab = abilities_of("ws", eng.state.card(uid))[index]  # type: ignore[arg-type]
        kind = ab.program.kind
        ran[kind] += 1
        try:
            if kind == "auto":
                p = Pending(eng.state.next_seq(), "card", "A", uid, {"index": index})
                eng._drive(card_resolve(eng.ctx, p))
            elif kind == "activated":
                eng.run_action("activate", {"player": "A", "card": uid, "ability": index + 1})
            elif kind == "event":
                eng._drive(run_event(eng.ctx, uid, "A"))
            else:
                continuous_effects(eng.ctx)
                for pl in ("A", "B"):
                    for z, cards in eng.state.players[pl].zones.items():
                        if z.startswith("stage."):
                            for c in cards:
                                stat(eng.ctx, c.uid, "power")
        except Exception as exc:  # collect them all: one report
            failures.append(f"{cid} [{index}] {ab.text}: {type(exc).__name__}: {exc}")
        steps += len(eng.trace)
    assert not failures, f"{len(failures)} abilities crashed:\n" + "\n".join(failures[:20])
    assert all(ran.values()), ran
    assert steps > len(abilities), "the abilities ran and left trace steps"


# --------------------------------------------------------------------------- keywords of chapter 10


def test_shift_is_the_ability_of_10_11_2() -> None:
    p = _one(
        "【自】【クロック】 シフト レベル1 （あなたのメインフェイズの始めに、あなたは自分の手札の緑のカードを1枚とクロック置場のこのカードを選び、入れ替えてよい）"
    )
    assert p.keyword == "シフト" and p.params == (1,) and prog_ext(p, "active_in") == ("clock",)
    assert (p.trigger.event, p.trigger.phase, p.trigger.point, p.trigger.owner) == (
        "timing",
        "main",
        "start",
        "you",
    )


def test_link_is_read_by_its_name() -> None:
    p = _one("【永】【リンク】 Leo/need")
    assert p.keyword == "リンク" and p.params == ("Leo/need",) and p.steps == ()
    q = _one(
        "【自】［手札の『【リンク】 Leo/need』を持つCXを1枚控え室に置く］ このカードが手札から舞台に置かれた時、"
        "あなたはコストを払ってよい。そうしたら、あなたは自分の控え室の『【リンク】 ASMR』を持つCXを1枚選び、手札に戻す。"
    )
    assert q.cost[0].sel.has == ("link:Leo/need",)
    assert next(s for s in q.steps if s.verb == "choose").target.has == ("link:ASMR",)


def test_used_and_placed_by_keyword_triggers() -> None:
    p = _one(
        "【自】 相手が『集中』を使った時、その効果でクライマックスが控え室に置かれたなら、あなたは1枚引いてよい。"
    )
    assert (p.trigger.event, trig_ext(p.trigger, "keyword"), p.trigger.subject.owner) == (
        "used",
        "集中",
        "opponent",
    )
    assert p.cond.what == "effect_moved" and p.cond.sel.kind == "climax"
    assert p.cond.sel.zone == "waiting_room"
    q = _one(
        "【自】 このカードが手札から舞台に置かれた時か『チェンジ』で舞台に置かれた時、あなたは自分のクロックの上から1枚を、控え室に置いてよい。"
    )
    first, second = q.trigger.parts
    assert q.trigger.event == "any" and first.src == ("hand",) and first.means is None
    assert second.means == "チェンジ" and second.subject.ref == "this" and second.dst == ("stage",)


def test_combine_must_be_the_template_of_10_15_1_1() -> None:
    ok = (
        "【起】 合体 ［あなたの舞台の「甲」を1枚このカードの下にマーカーとして表向きに置く］ あなたは自分の山札を見て"
        "「乙」を1枚まで選び、このカードがいる枠に置き、このカードの下のマーカーすべてとこのカードをその「乙」の下に"
        "マーカーとして好きな順番で表向きに置き、その山札をシャッフルする。"
    )
    p = _one(ok)
    assert p.keyword == "合体" and p.params == ("甲", "乙")
    with pytest.raises(Unsupported):
        _one(ok.replace("、その山札をシャッフルする。", "。"))


def test_separate_and_turn_icon() -> None:
    p = _one("【自】 分離／「桜」 ［(1)］")
    assert p.keyword == "分離" and p.params == ("桜",) and p.trigger.event == "attack_end"
    assert [c.what for c in p.cost] == ["stock"]
    q = _one(
        "【自】【ターン1】 あなたが『共鳴』を使った時、あなたは自分のキャラを1枚選び、そのターン中、パワーを＋2000。"
    )
    assert (
        uses_a_turn(q) == 1
        and prog_ext(q, "limit_icon")
        and trig_ext(q.trigger, "keyword") == "共鳴"
    )
    r = _one(
        "【自】 この能力は1ターンにつき1回まで発動する。あなたが『共鳴』を使った時、あなたは自分のキャラを1枚選び、そのターン中、パワーを＋1000。"
    )
    assert uses_a_turn(r) == 1 and not prog_ext(r, "limit_icon")


# --------------------------------------------------------------------------- more card text


def test_conditions_every_colour_among_and_level_comparison() -> None:
    p = _one(
        "【永】 あなたのキャラすべてが《デビルハンター》か《悪魔》なら、このカードのパワーを＋2000。"
    )
    assert p.cond.what == "every" and p.cond.filt.traits_any == ("デビルハンター", "悪魔")
    q = _one(
        "【自】 あなたのクライマックス置場に「親愛なる友人」が置かれた時、このカードの正面のキャラが緑か赤なら、"
        "そのターン中、このカードのパワーを＋4000し、ソウルを＋1。"
    )
    assert q.cond.what == "match" and q.cond.sel.ref == "facing" and q.cond.cmp == "ge"
    assert q.cond.filt.colors == ("GREEN", "RED")
    r = _one(
        "【自】 このカードが【リバース】した時、このカードのバトル相手のレベルが相手のレベルより高いなら、"
        "あなたはそのキャラを思い出にしてよい。"
    )
    # the shared stat of the battle opponent's level above Ｘ, the opponent's level (3.9)
    assert (r.cond.what, r.cond.sel.ref, r.cond.stat, r.cond.cmp) == (
        "stat",
        "battle_opponent",
        "level",
        "gt",
    )
    assert cond_x(r.cond) == XDef("level", Sel(owner="opponent"))


def test_ordered_put_repeat_delay_and_restrictions() -> None:
    p = _one(
        "【自】 このカードのバトル相手が【リバース】した時、あなたは自分の山札を上から2枚まで見て、山札の上に好きな順番で置く。"
    )
    move = p.steps[1]
    assert move.verb == "move" and op_ext(move, "any_order") and move.target.ref == "rest"
    q = _one(
        "【カウンター】 次の行動を4回行う。『あなたは自分のキャラを1枚選び、そのターン中、パワーを＋1000。』"
    )
    assert q.steps[0].verb == "repeat" and op_ext(q.steps[0], "times") == 4
    r = _one(
        "あなたは自分のキャラを1枚選び、そのターン中、パワーを＋3000。ターンの終わりに、そのキャラをストック置場に置く。"
    )
    delay = r.steps[-1]
    assert delay.verb == "delay" and (delay.when.phase, delay.when.point) == ("turn", "end")
    assert [o.verb for o in delay.modes[0][1].steps] == ["move"]
    s = _one("【永】 このカードは、《魔法》のあなたのキャラがいないなら、手札からプレイできない。")
    assert (
        "play_restriction" in prog_ext(s, "notes")
        and s.cond.what == "count"
        and prog_ext(s, "active_in") == ("hand",)
    )
    t = _one(
        "【永】 このカードと同じカード名のカードと、「木琴占い」は、デッキに合計4枚まで入れることができる。"
    )
    assert "deck_construction" in prog_ext(t, "notes") and t.steps == ()
    with pytest.raises(Unsupported):
        _one(
            "【自】 このカードがアタックした時、あなたは自分の控え室のキャラを2枚選び、山札の上に元の順番で置く。"
        )


def test_marker_swap_and_every_player_steps() -> None:
    # markers under this card: a condition, and a put as face-up markers
    p = _one("【永】 このカードの下にマーカーがあるなら、このカードのパワーを＋2000。")
    assert p.cond.what == "count" and p.cond.sel.zone == "under_this"
    p = _one(
        "【起】［このカードを【レスト】する］ あなたは自分の控え室のキャラを1枚選び、"
        "このカードの下にマーカーとして表向きに置く。"
    )
    assert p.steps[-1].verb == "move" and p.steps[-1].dest == "under_this"
    assert p.steps[-1].face == "up"
    # one card of each of two zones swapped
    p = _one(
        "【自】 このカードがアタックした時、あなたは自分のレベル置場のカードと控え室のカードを1枚ずつ選び、入れ替える。"
    )
    (op,) = p.steps
    assert (
        op.verb == "swap_each"
        and op.target.zone == "level"
        and op_ext(op, "other").zone == "waiting_room"
    )
    # every player does the step
    p = _one(
        "【自】 このカードがアタックした時、すべてのプレイヤーは自分の手札を1枚選び、控え室に置く。"
    )
    assert p.steps[0].performer == "all"


def test_a_card_leaving_the_stage_keeps_its_given_abilities_in_the_core() -> None:
    """WS last-known information goes through the core hook (``Game.last_known``): a character
    given an ability by another card's continuous ability keeps, in ``Ctx.last_known``, the
    effects that gave it there once it has left the stage (8.7.4.1.2); a card leaving the hand
    keeps nothing."""
    from ruling.games._ws.continuous import granted_effects
    from ruling.rules import Move

    path = Path(__file__).parents[1] / "scenarios/ws/real_card_given_encore_read_on_stage.yaml"
    state, _notes = build(loads(path.read_text(encoding="utf-8")))
    eng = Engine(GAME, state)
    GAME.setup(eng.ctx)  # type: ignore[misc]
    dead = state.zone("A", "stage.center_front")[0]
    assert granted_effects(eng.ctx, dead.uid)
    step = eng._apply(Move(uid=dead.uid, player="A", zone="waiting_room"))
    assert not granted_effects(eng.ctx, dead.uid)  # no longer given in the waiting room
    lk = eng.ctx.last_known(dead.uid)
    assert lk is not None and lk.zone == "stage.center_front" and lk.step == step
    assert [str(e.value) for e in lk.info["given"]] and "アンコール" in str(
        lk.info["given"][0].value
    )
    hand = state.zone("A", "hand")[0]
    eng._apply(Move(uid=hand.uid, player="A", zone="waiting_room"))
    assert eng.ctx.last_known(hand.uid) is None


def test_a_timing_after_a_period() -> None:
    """「…ターン中、<timing>に」: the timing trigger, read in the period before it (as 「…ターン中、
    …時」); the period is split from the timing at 「中、」."""
    p = _one(
        "【自】 このカードが手札から舞台に置かれたターン中、あなたのアンコールステップの始めに、あなたは1枚引く。"
    )
    assert p.trigger.event == "timing" and p.trigger.phase == "encore"
    assert p.trigger.point == "start" and trig_ext(p.trigger, "entered") == ("hand",)
    p = _one(
        "【自】 このカードが手札から舞台に置かれたターン中、このカードのアタックの終わりに、あなたは1枚引く。"
    )
    assert p.trigger.event == "attack_end" and trig_ext(p.trigger, "entered") == ("hand",)


def test_a_cost_returning_cards_to_the_deck() -> None:
    """「［…を2枚山札に戻し、その山札をシャッフルする］」: a move to the deck, then a shuffle; a
    return to the deck with no shuffle after it (where in the deck?) is refused."""
    p = _one(
        "【起】［あなたの控え室のキャラを2枚山札に戻し、その山札をシャッフルする］ あなたは1枚引く。"
    )
    assert [c.what for c in p.cost] == ["move", "shuffle"]
    assert p.cost[0].dest == "deck" and p.cost[0].n == 2 and p.cost[0].sel.zone == "waiting_room"
    with pytest.raises(Unsupported):
        _one("【起】［あなたの控え室のキャラを2枚山札に戻す］ あなたは1枚引く。")


def test_a_card_that_is_not_reversed() -> None:
    """「このカードは【リバース】しない」: a prohibition on this card (continuous), or for the turn
    (「そのターン中、」 in an effect)."""
    (op,) = _one("【永】 このカードは【リバース】しない。").steps
    assert op.verb == "prohibit" and op.stat == "reverse" and op.until is None
    (op,) = _one(
        "【自】 このカードがアタックした時、そのターン中、このカードは【リバース】しない。"
    ).steps
    assert op.verb == "prohibit" and op.stat == "reverse" and op.until == "turn"


def test_no_soul_lost_by_a_side_attack() -> None:
    """「このカードはサイドアタックしてもソウルが減少しない」 (two steps in the grammar: サイドアタック
    しても, ソウルが減少しない) is one prohibition on this card; 「そのターン中、」 in an effect: for
    that turn. 「ソウルが減少しない」 alone is not read so."""
    (op,) = _one("【永】 このカードはサイドアタックしてもソウルが減少しない。").steps
    assert op.verb == "prohibit" and op.stat == "side_attack_soul" and op.until is None
    (op,) = _one("【起】 そのターン中、このカードはサイドアタックしてもソウルが減少しない。").steps
    assert op.stat == "side_attack_soul" and op.until == "turn"
    with pytest.raises(Unsupported):
        _one("【永】 このカードはソウルが減少しない。")


def test_an_events_play_rules_before_its_effect() -> None:
    """An event's first sentence 「このカードは、…なら、手札からプレイできない。」 (its condition is
    that sentence's) is read as the condition on playing it (``restrict``), not as a condition of
    the effect after it; 「このカードは、色条件を満たさずに手札からプレイできる。」 after it is a
    permission (``permits``)."""
    r = parse_card(
        "このカードは、あなたの《音楽》のキャラが2枚以下なら、手札からプレイできない。"
        "このカードは、色条件を満たさずに手札からプレイできる。あなたは1枚引く。",
        "ws",
    )
    assert r.card is not None
    p = compile_ability(r.card.abilities[0])
    assert p.kind == "event" and p.cond is None and [s.verb for s in p.steps] == ["draw"]
    assert (
        prog_ext(p, "restrict") is not None
        and prog_ext(p, "restrict").cmp == "le"
        and prog_ext(p, "restrict").n == 2
    )
    assert prog_ext(p, "permits") == ("no_colour_condition",)


def test_alternatives_taken_from_the_cards_named_before() -> None:
    """「それらのカードのキャラかイベント」: one of two descriptions, among the cards just dealt with
    (the reference is common to both, as an owner or a zone printed before A is)."""
    p = _one(
        "【自】 このカードが手札から舞台に置かれた時、あなたは自分の山札の上から2枚を公開し、"
        "相手はそれらのカードのキャラかイベントを1枚選び、あなたの手札に加える。"
    )
    ch = p.steps[1]
    assert ch.verb == "choose" and ch.performer == "opponent"
    assert ch.target.ref == "among_chosen"
    assert [a.kind for a in ch.target.alts] == ["character", "event"]


def test_trigger_icons_gained_or_given() -> None:
    """「すべての領域にあるこのカードはトリガーアイコンに[[X]]を得る」: a grant of the icon to this
    card, working in every zone; 「他のあなたのすべての領域の「Y」のトリガーアイコンに[[X]]を与え
    る」: to those cards wherever they are; an icon among several (「[[A]]か[[B]]」) is refused."""
    p = _one(
        "【永】 あなたのCX置場にCXがあるなら、すべての領域にあるこのカードはトリガーアイコンに[[bounce.gif]]を得る。"
    )
    (op,) = p.steps
    assert op.verb == "grant" and op_ext(op, "icons") == ("return",) and op.target.ref == "this"
    assert {"deck", "resolution", "waiting_room"} <= set(
        prog_ext(p, "active_in")
    ) and p.cond is not None
    (op,) = _one(
        "【永】 他のあなたのすべての領域の「かすみん」のトリガーアイコンに[[soul.gif]]を与える。"
    ).steps
    assert op_ext(op, "icons") == ("soul",) and op.target.names == ("かすみん",)
    assert op.target.zone == "anywhere" and op.target.other and op.target.owner == "you"
    with pytest.raises(Unsupported):
        _one("【永】 このカードはトリガーアイコンに[[soul.gif]]か[[gate.gif]]を得る。")


def test_this_card_under_another_as_a_marker() -> None:
    """「このカードをそのキャラの下にマーカーとして表向きに置く」: a move of this card to the marker
    zone of the card just named (``under_chosen``); another card chosen and put there goes under
    the character on the stage chosen before (``under_chosen_on_stage``, round 45)."""
    p = _one(
        "【自】 このカードが【リバース】した時、あなたは自分の《音楽》のキャラを1枚選び、"
        "このカードをそのキャラの下にマーカーとして表向きに置いてよい。"
    )
    mv = p.steps[1]
    assert mv.verb == "move" and mv.dest == "under_chosen" and mv.target.ref == "this"
    assert mv.face == "up" and mv.optional
    other = _one(
        "【自】 このカードが【リバース】した時、あなたは自分の《音楽》のキャラを1枚選び、"
        "自分の控え室のカードを1枚そのキャラの下にマーカーとして置く。"
    )
    assert other.steps[-1].dest == "under_chosen_on_stage"


def test_three_places_and_three_names() -> None:
    """「山札の上か下か控え室に置く」: one move with two other places to pick (``alt_dest``);
    「他のあなたの、「A」と「B」と「C」がいるなら」: one existence condition for each name."""
    p = _one(
        "【自】 このカードがアタックした時、あなたは自分の山札を上から1枚見て、山札の上か下か控え室に置く。"
    )
    mv = p.steps[1]
    assert mv.dest == "deck" and dest_pos(mv) == "top"
    assert op_ext(mv, "alt_dest") == "deck@bottom|waiting_room"
    p = _one(
        "【自】 このカードがアタックした時、他のあなたの、「甲」と「乙」と「丙」がいるなら、あなたは1枚引く。"
    )
    parts = p.cond.parts if p.cond is not None else p.steps[0].cond.parts
    assert [c.sel.names for c in parts] == [("甲",), ("乙",), ("丙",)]
    assert all(c.sel.other and c.sel.owner == "you" for c in parts)


def test_two_choices_by_two_players_then_a_swap() -> None:
    """「あなたは…を1枚選び、相手は…を1枚選び、入れ替える。Ｘはあなたが選んだキャラの…」: each
    player's choice is named apart (``chosen_by_you`` / ``chosen_by_opponent``), X reads A's."""
    p = _one(
        "【起】 あなたは相手のレベル1以上のキャラを1枚選び、相手は自分の控え室のレベルＸ以下の"
        "キャラを1枚選び、入れ替える。Ｘはあなたが選んだキャラのレベル－1に等しい。"
    )
    a, b, sw = p.steps
    assert a.verb == b.verb == "choose" and b.performer == "opponent"
    assert (
        op_ext(b, "x") is not None
        and op_ext(b, "x").sel.ref == "chosen_by_you"
        and op_ext(b, "x").op == "-"
    )
    assert sw.verb == "swap_chosen" and sw.target.ref == "chosen_by_you"
    assert op_ext(sw, "other").ref == "chosen_by_opponent"


def test_a_state_condition_on_the_card_opposite() -> None:
    """「このカードの正面のキャラが【リバース】しているなら」: that card is there and reversed (the
    shared ``match`` of the card the reference names); 「相手の前列のキャラすべてが…」: each of
    them (the shared ``every``; and one at least, as 「…すべてが《X》なら」 reads)."""
    p = _one(
        "【自】 このカードがアタックした時、このカードの正面のキャラが【リバース】しているなら、"
        "あなたは1枚引く。"
    )
    c = p.cond if p.cond is not None else p.steps[0].cond
    assert c.what == "match" and c.sel.ref == "facing"
    assert "reverse" in c.filt.states
    p = _one(
        "【自】 このカードがアタックした時、相手の前列のキャラすべてが【リバース】しているなら、"
        "あなたは1枚引く。"
    )
    c = p.cond if p.cond is not None else p.steps[0].cond
    assert c.what == "every" and c.n == 1 and c.sel.zone == "front_row"


def test_looking_at_the_stock_and_choosing_from_a_place() -> None:
    """「自分のストックすべてを見る」: a look at one's own stock (look_zone); 「自分の控え室から、《X》
    のキャラを1枚まで選び」: a choice in that zone, as 「自分の控え室の《X》のキャラ」."""
    (op,) = _one("【起】 あなたは自分のストックすべてを見る。").steps
    assert op.verb == "look_zone" and op.target.zone == "stock" and op.target.owner == "you"
    p = _one(
        "【自】 このカードが舞台から控え室に置かれた時、あなたは自分の控え室から、《怪異》のキャラを"
        "1枚まで選び、手札に加える。"
    )
    ch = p.steps[0]
    assert (
        ch.verb == "choose" and ch.target.zone == "waiting_room" and ch.target.traits == ("怪異",)
    )
    assert ch.bound == "up_to"


def test_targets_of_two_names_joined_by_to() -> None:
    """「他のあなたの、「A」と「B」すべてに」 (the grammar: A with, B the goal): one target naming
    either name, with what is printed before the first name; in a give too."""
    (op,) = _one("【永】 他のあなたの、「甲」と「乙」すべてに、パワーを＋1000。").steps
    assert op.verb == "stat" and op.target.names == ("甲", "乙") and op.target.other
    assert op.target.owner == "you"
    (op,) = _one(
        "【永】 他のあなたのすべての領域の、「甲」と「乙」のトリガーアイコンに[[soul.gif]]を与える。"
    ).steps
    assert op_ext(op, "icons") == ("soul",) and op.target.names == ("甲", "乙")
    assert op.target.zone == "anywhere"


def test_every_character_of_a_row_moved() -> None:
    """「相手の前列のキャラすべてを、手札に戻す」: a move of every character there (no choice); of
    cards that are not characters of the stage it is refused in an order of the master's."""
    (op,) = _one("【起】［(6)］ あなたは相手の前列のキャラすべてを、手札に戻す。").steps
    assert op.verb == "move" and op.dest == "hand"
    assert op.target.zone == "front_row" and op.target.bound == "all"
    assert op.target.owner == "opponent" and op.target.kind == "character"
    with pytest.raises(Unsupported):
        _one("【起】 あなたは相手の前列のキャラすべてを、山札の上に好きな順番で置く。")


def test_an_activated_ability_in_the_opponents_main_phase_is_refused_for_want_of_play_timing() -> (
    None
):
    """6.5.1.2: the main phase's play timing is the turn player's; an activated ability is played
    by a player given play timing (8.1.1.1) — the other player's is refused, its cost unpaid."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = (
        "game: ws\ntitle: t\nturn: {player: %s, number: 6, phase: main, first_player: A}\n"
        "players:\n  A:\n    level: 1\n    stock: 2\n    deck: 20\n"
        "    stage: {center_front: {name: 見張り, type: character, level: 1, power: 5000,"
        ' text: "【起】［(1)］ そのターン中、このカードのパワーを＋1000。"}}\n'
        "  B: {deck: 20, level: 1}\n"
        "actions:\n  - {do: activate, player: A, card: 見張り}\nask: [A.stock]\n"
    )
    theirs = resolve(loads(text % "B"))
    assert theirs.outcome.get("rejected") and {"6.5.1.2", "8.1.1.1"} <= set(theirs.decided_by)
    mine = resolve(loads(text % "A"))
    assert not mine.outcome.get("rejected") and mine.outcome["state"] == {"A.stock": 1}


def test_a_swap_of_two_characters_both_with_markers_is_flagged_on_3_7_3_1() -> None:
    """3.7.3.1 sends markers already at the destination to the waiting room; a swap's two
    destinations both hold markers — the rules leave that open, the ruling says so. One side
    without markers leaves nothing open."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    text = (
        "game: ws\ntitle: t\nturn: {player: A, number: 6, phase: main, first_player: A}\n"
        "players:\n  A:\n    level: 1\n    deck: 20\n    stage:\n"
        "      left_front: {name: 甲, type: character, level: 1, power: 5000}\n"
        "      right_front: {name: 乙, type: character, level: 1, power: 4000}\n"
        "    markers: {left_front: 2%s}\n  B: {deck: 20}\n"
        "actions:\n  - {do: swap, player: A, slot: left_front, with: right_front}\n"
        "ask: [A.markers.right_front]\n"
    )
    both = resolve(loads(text % ", right_front: 1"))
    assert any("3.7.3.1" in w.clauses and w.kind == "ambiguity" for w in both.warnings())
    one = resolve(loads(text % ""))
    assert not any(w.kind == "ambiguity" for w in one.warnings())


def test_a_draw_not_done_for_want_of_cards_is_among_the_causes_of_the_loss() -> None:
    """1.3.2: the second card of 「2枚引く」 cannot be drawn (no deck, no waiting room to refresh
    from, 9.2.2.1); it is not done, and the loss read from the empty deck (9.4.1.2) rests on it."""
    from ruling.resolve import resolve
    from ruling.scenario import loads

    r = resolve(
        loads(
            "game: ws\ntitle: t\nturn: {player: A, number: 10, phase: main, first_player: A}\n"
            "players:\n  A: {level: 1, deck: [{name: 一枚, type: character}], waiting_room: 0}\n"
            "  B: {deck: 20}\n"
            'actions:\n  - {do: resolve_text, player: A, text: "あなたは2枚引く。"}\n'
        )
    )
    assert r.outcome.get("loser") == "A"
    assert {"1.3.2", "9.4.1.2"} <= set(r.decided_by)
