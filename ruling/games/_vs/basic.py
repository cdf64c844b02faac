"""The basic acts: drawing (4.10), playing a card (8.4, 6.5.1.2.1–6.5.1.2.3), the surprise zone
(6.5.1.2.4–6.5.1.2.6), conceding (1.2.4), a player losing or winning by an effect (1.2.5), and
what an effect a scenario describes does (a card moved, damage, an attack or defence change)."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import replace
from typing import Any

from ruling import unsettled
from ruling.core import Ctx
from ruling.games._vs.common import (
    BENCH_JA,
    FIELD_ZONES,
    Proc,
    bench_zone,
    damage_of,
    find_card,
    first_turn,
    keep_zone_arrival,
    label,
    play_timing_clause,
    set_reading,
    standing_energy,
    take_top,
    view,
    who,
    zone_arrival,
    zone_of,
)
from ruling.principles import as_far_as_possible
from ruling.rules import (
    AddEffect,
    CheckTiming,
    Do,
    Lose,
    Mark,
    Move,
    Orient,
    Reject,
    SetCard,
    SetVar,
    Warn,
)
from ruling.state import Card
from ruling.values import unknown_card

ZONE_JA = {
    "ring": "リング",
    "retire": "リタイヤ置場",
    "waiting": "控え室",
    "hand": "手札",
    "deck": "山札",
    "energy": "エネルギー置場",
    "surprise": "サプライズ置場",
    **{f"bench.{b}": ja for b, ja in BENCH_JA.items()},
}


# a card's state: it received damage that came to its defence or more, as it was received
# (9.4.1 / 9.4.2 read as an event; ``processes.apply_damage``)
DAMAGE_MET = "damage_met"
# the effect hits a card received that did not add to its damage (``effect_damage_accumulates``
# read ``attack_only``)
HITS = "effect_hits"


def continuous_order(card: Card | None) -> tuple[str, ...]:
    """The clause a move between bench frames reaches through a continuous technique of the
    card moved: 8.9.1.4 orders it by when 「その能力を持つカードが現在の領域に置かれた時点」, which
    bench_frame_move's readings place at its coming onto the bench or at this move."""
    from ruling.games._vs.cardtext import programs

    if card is None or not card.text:
        return ()
    return ("8.9.1.4",) if any(p.kind == "continuous" for _i, p in programs(card)) else ()


def effects_left_behind(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """3.1.3: a card moving between zones is a new card there, 「前の領域で適用されていた効果が
    そのまま適用されることはありません」 — cited on the move when effects applied to it where it was
    (an effect on it, or a continuous technique in force that changed its values, 8.1.1.4):
    read before the move."""
    from ruling.games._vs.common import _statics

    on_it = any(e.target == uid for e in ctx.state.effects)
    return ("3.1.3",) if on_it or _statics(ctx, uid)[0] else ()


def fresh(ctx: Ctx, uid: str) -> Proc:
    """A card that changed zones is a new card (3.1.3): damage it had accumulated elsewhere is
    not carried into the field."""
    card = ctx.card(uid)
    if card is not None and card.states.get("damage"):
        yield SetCard(
            uid=uid,
            changes={"damage": None, "effect_damage": None, DAMAGE_MET: None},
            clauses=("3.1.3",),
            ja=f"{card.label} は新しいカードとして扱われ、蓄積されたダメージを持たない",
            en=f"{card.label} is a new card: it has no accumulated damage",
        )


def draw(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """4.10.2–4.10.3: "draw N" is "draw 1" N times. With no card left in the deck a draw cannot
    be done and is not done (1.3.2): a new deck is only made at the next check timing (9.1.1,
    9.8.1)."""
    player = who(ctx, p)
    n = int(p.get("amount", 1))
    from ruling.games._vs.cardtext import prohibitions

    ban = [
        e
        for e in (*ctx.state.effects, *prohibitions(ctx))
        if e.op == "prohibit" and e.stat == "draw" and e.target == player
    ]
    if ban and n > 0:
        # 「相手はカードを引けない」 in force: the draw the rules or an effect instruct is not done
        # (1.3.3: a prohibition over an instruction; 1.3.1: the card's text over the rules)
        yield Reject(
            f"{player} はカードを引けない効果が有効なため、カードを引かない（{ban[-1].source}）",
            f"{player} may not draw ({ban[-1].source}): the draw is not done",
            ("1.3.1", "1.3.3", *ban[-1].clauses),
            touches=(f"{player}.deck", f"{player}.hand"),
        )
        return
    # 1.3.2: a draw of more cards than the deck holds is done as far as possible (the cards
    # drawn rest on it; the rest is refused below) — the kin of vg's (round 28)
    have = len(ctx.zone(player, "deck"))
    short = yield from as_far_as_possible(
        ctx,
        have,
        n,
        ("4.10.3",),
        f"{player} の山札は{have}枚しかないため、{n}枚のうち可能な限り（{have}枚）引く",
        f"{player}'s deck holds only {have}: of {n} cards, as many as possible ({have}) are drawn",
        touches=(f"{player}.deck",),
    )
    for i in range(n):
        deck = ctx.zone(player, "deck")
        # a deck the scenario did not list is unknown, not empty: the card drawn is unknown
        if not deck and (yield from unknown_card(ctx, player, "deck", "山札", "deck", ("4.10.2",))):
            deck = ctx.zone(player, "deck")
        if not deck:
            # the deck stays empty until the next check timing: what reads it then (the renewal,
            # a loss) follows from this draw not being done too
            emptied = ctx.step_of(f"{player}.deck")
            yield Reject(
                f"{player} の山札にカードがないため、{'残りの' if i else ''}カードは引けません"
                "（山札の更新はチェックタイミングでのみ行われる）",
                f"{player}'s deck is empty: {'the rest of the' if i else 'the'} draw is not done "
                "(a new deck is made only at a check timing)",
                (*ctx.principle("impossible"), "9.1.1"),
                caused_by=(emptied,) if emptied is not None else (),
                touches=(f"{player}.deck",),
            )
            return
        uid = yield from take_top(ctx, player)
        yield Move(
            uid=uid,
            player=player,
            zone="hand",
            clauses=("4.10.2", "3.2.5") + (("4.10.3", "3.2.3") if n > 1 else ()),
            caused_by=short,
            ja=f"{player} は山札の1番上のカードを1枚引く",
            en=f"{player} draws the top card of their deck",
            tag="draw",  # a card drawn: what 「カードを引いた時」 triggers on
        )


# the zones ``deck_top`` puts a deck's top cards in
DECK_TOP_TO = ("waiting", "retire", "hand", "deck")


def deck_top(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """The top card of ``player``'s deck put in that player's zone ``to`` (3.2.5, 3.1.4),
    ``amount`` × ``each`` times — the action a replacement of a draw puts in its place (「かわりに
    相手は自分の山札の上から1枚を自分の控え室に置く」, for each card it would draw, 4.10.3). With no
    card left the rest is not done (1.3.2; a new deck only at a check timing, 9.1.1)."""
    from ruling.games._vs.techniques import _deck_top

    player = who(ctx, p)
    n = int(p.get("amount", 1)) * int(p.get("each", 1))
    return (yield from _deck_top(ctx, player, n, str(p["to"]), ()))


def _pay_level(ctx: Ctx, player: str, level: int, clauses: tuple[str, ...]) -> Proc:
    """Rest as many standing energy cards as the level (8.4.1.3), the cost a card's level states
    (2.2.1 the level is that cost, 2.2.2); a card not standing cannot be rested for a cost (4.9.1.2). A level of 0 is a cost
    too: it is determined and nothing is rested (1.3.2.2; a step of its own, so the play cites it).
    Returns False when the cost cannot be paid."""
    clauses = (*clauses, "2.2.1", "2.2.2")
    ready = standing_energy(ctx, player)
    if len(ready) < level:
        yield Reject(
            f"スタンド状態のエネルギーが{len(ready)}枚しかなく、レベル{level}のコストを支払えません",
            f"only {len(ready)} standing energy: the cost of level {level} cannot be paid",
            (*clauses, "4.9.1.2", "4.16.2"),
            # the count of standing energy decides: what left the other energy cards not
            # standing (the stand phase's 6.2.1.3, a cost paid earlier) and what put the
            # standing ones there standing (6.2.1.3, an energy phase's card, 6.4.1.2 / 4.9.1.4)
            # are each a cause of the refusal
            tuple(
                dict.fromkeys(
                    s
                    for c in ctx.zone(player, "energy")
                    for s in (ctx.step_of(c.uid),)
                    if s is not None
                )
            ),
        )
        return False
    if level <= 0:
        # an action required 0 (or a negative number of) times is not done at all, nor its
        # opposite (1.3.2.2): no energy is rested, none is stood
        yield Mark(
            clauses=(*clauses, "1.3.2.2"),
            ja=f"{player} のコストはレベル{level}: レストするエネルギーはない",
            en=f"{player}'s cost is level {level}: no energy is rested",
        )
        return True
    for c in ready[:level]:
        # a standing energy card rested (4.9.1.2: 「コストの支払いでスタンド状態でないカードをレスト
        # する事はできません」 — the rested ones are not chosen)
        yield Orient(
            uid=c.uid,
            orientation="rest",
            clauses=(*clauses, "4.9.1.2"),
            # what left it standing (the stand phase, the energy phase that put it there): a
            # card can be rested for a cost only while it stands (4.9.1.2)
            caused_by=tuple(s for s in (ctx.step_of(c.uid),) if s is not None),
            ja=f"{player} はコストとしてエネルギーを1枚レストする",
            en=f"{player} rests an energy card for the cost",
        )
    return True


def _chara_timing(
    ctx: Ctx, what_ja: str, what_en: str, clauses: tuple[str, ...], play: bool = False
) -> Reject | None:
    """The act is a chara-phase action (6.5.1.2): refused in another phase — one with no play
    timing (4.8.2) or the ability phase's (4.8.3); a card's play (``play``) is what 4.8.3 lets
    the turn player choose in the chara phase, cited too."""
    ph = ctx.state.turn.phase
    if ph not in (None, "chara"):
        moved_on = ctx.step_of("turn")  # the step that took the game out of the chara phase
        # 6.5.1.2: the procedure that gives the turn player these actions in the chara phase
        # (6.5.1.2.1-6.5.1.2.5), above the action's own clause
        return Reject(
            f"{what_ja}はキャラフェイズ中にのみ行えます",
            f"{what_en} is done only in the chara phase",
            tuple(
                dict.fromkeys(
                    ("6.5.1.2", *clauses, play_timing_clause(ph), *(("4.8.3",) if play else ()))
                )
            ),
            (moved_on,) if moved_on is not None else (),
        )
    return None


def play(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """6.5.1.2.1 / 6.5.1.2.2, 8.4.1: a hand card played to a bench or the ring, resting energy
    equal to its level; a card already there goes to its owner's waiting room after it."""
    player = who(ctx, p)
    st = ctx.state
    if player != st.turn.player:
        # the play to a bench (6.5.1.2.1) or the ring (6.5.1.2.2) is the turn player's act
        to = str(p.get("to") or "")
        yield Reject(
            "カードをプレイできるのはターンプレイヤーだけです",
            "only the turn player plays cards",
            ("6.5.1.2", "6.5.1.2.2" if to == "ring" else "6.5.1.2.1", "4.8.3"),
        )
        return
    to = str(p.get("to") or "")
    r = _chara_timing(
        ctx,
        "カードのプレイ",
        "playing a card",
        ("6.5.1.2", "6.5.1.2.2" if to == "ring" else "6.5.1.2.1"),
        play=True,
    )
    if r:
        yield r
        return
    uid = find_card(ctx, p["card"], player, ("hand",))
    card = ctx.card(uid) if uid else None
    if card is None or zone_of(ctx, uid) != "hand" or ctx.where(uid)[0] != player:  # type: ignore[index]
        yield Reject(
            f"{p['card']} は {player} の手札にありません",
            f"{p['card']} is not in {player}'s hand",
            ("8.4.1", "6.5.1.2.1"),
        )
        return
    to = str(p.get("to") or "")
    if to == "ring":
        zone, rule = "ring", "6.5.1.2.2"
    else:
        zone, rule = bench_zone(to) or "", "6.5.1.2.1"
        if not zone:
            yield Reject(
                f"プレイする場所（ring / left / center / right）を指定してください: {to or '（なし）'}",
                f"name where to play it (ring / left / center / right): {to or '(none)'}",
                ("8.4.1.2",),
            )
            return
    level = int(card.level or 0)
    if card.level is None:
        yield Warn(
            "assumption",
            f"{card.label} のレベルが記述されていないため、0として扱う（コスト0）",
            f"{card.label}'s level is not given: taken as 0 (no cost)",
            ("2.2.1",),
            key="not_given_taken_as",
        )
    yield Mark(
        clauses=("8.4.1.1", "8.4.1.2"),
        ja=f"{player} は {card.label} を{ZONE_JA[zone]}を指定してプレイする",
        en=f"{player} plays {card.label}, naming the {zone}",
        touches=(uid,),  # type: ignore[arg-type]
    )
    ok = yield from _pay_level(ctx, player, level, ("8.4.1.3", rule))
    if not ok:
        return
    paid = ctx.last  # the card is put there once its cost is paid (8.4.1.3 -> 8.4.1.3.1)
    before = [c.uid for c in ctx.zone(player, zone)]
    yield Move(
        uid=uid,  # type: ignore[arg-type]
        player=player,
        zone=zone,
        caused_by=(paid,),
        # 4.9.1.4: put standing (no instruction says otherwise): it may support this turn
        orientation="stand",
        clauses=("8.4.1.3.1", rule, "4.9.1.4"),
        ja=f"{card.label} を{ZONE_JA[zone]}に置く",
        en=f"{card.label} is put in the {zone}",
        # a play from the hand (「…がカードを（手札から）プレイした時」, techniques)
        tag="play_hand",
    )
    yield from fresh(ctx, uid)  # type: ignore[arg-type]
    still = [old for old in before if zone_of(ctx, old) == zone]
    if still and rule == "6.5.1.2.1":
        # 8.4.1.3.1's 「そのカードを」 against 6.5.1.2.1's 「他のカードを」: which card goes? The
        # audit's played_onto_occupied_frame — both readings run, the engine's (the card there
        # before) first
        played_goes = yield unsettled.choose(
            player, "vs", "played_onto_occupied_frame", {"other": False, "played": True}
        )
        if played_goes:
            still = [uid]  # type: ignore[list-item]
    for old in still:
        if zone_of(ctx, old) == zone:
            o = ctx.card(old)
            yield from to_zone(
                ctx,
                Move(
                    uid=old,
                    player=o.owner,  # type: ignore[union-attr]
                    zone="waiting",
                    clauses=("8.4.1.3.1", rule),
                    ja=f"{label(ctx, old)} をオーナーの控え室に置く",
                    en=f"{label(ctx, old)} goes to its owner's waiting room",
                ),
            )


def move_to_bench(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """6.5.1.2.3: the ring card moved to an empty bench, resting energy equal to its level (this
    is a play too); at once the top card of the deck is put in the ring."""
    player = who(ctx, p)
    if player != ctx.state.turn.player:
        yield Reject(
            "リングのカードをベンチに移動できるのはターンプレイヤーだけです",
            "only the turn player moves the ring card to the bench",
            ("6.5.1.2", "6.5.1.2.3"),
        )
        return
    r = _chara_timing(ctx, "リングのカードのベンチへの移動", "moving the ring card", ("6.5.1.2.3",))
    if r:
        yield r
        return
    ring = ctx.zone(player, "ring")
    zone = bench_zone(p.get("to"))
    named = find_card(ctx, p["card"], player) if p.get("card") else None
    w = ctx.where(named) if named else None
    if w is not None and w[1].startswith("bench."):
        # 3.3.3.4 「各ベンチの枠に置かれているカードは、自由に入れ替えることはできません」
        yield Reject(
            f"{label(ctx, named)} は{ZONE_JA.get(w[1], w[1])}のカード: ベンチの枠のカードは自由に"
            "入れ替えられません（ベンチへ移動できるのはリングのカード）",
            f"{label(ctx, named)} is on the {w[1]}: the cards in the bench slots cannot be "
            "rearranged at will (only the ring card moves to a bench)",
            ("3.3.3.4", "6.5.1.2.3"),
        )
        return
    if not ring or zone is None:
        yield Reject(
            "リングにカードがないか、移動先のベンチが指定されていません",
            "no card in the ring, or no bench named",
            ("6.5.1.2.3",),
        )
        return
    if ctx.zone(player, zone):
        yield Reject(
            f"{ZONE_JA[zone]}は空いていないため、リングのカードを移動できません",
            f"the {zone} is not empty: the ring card cannot move there",
            ("6.5.1.2.3", "3.3.3.5"),
        )
        return
    card = ring[0]
    if card.level is None:
        yield Warn(
            "assumption",
            f"{card.label} のレベルが記述されていないため、0として扱う（コスト0）",
            f"{card.label}'s level is not given: taken as 0 (no cost)",
            ("2.2.1",),
            key="not_given_taken_as",
        )
    ok = yield from _pay_level(ctx, player, int(card.level or 0), ("6.5.1.2.3", "8.4.1.3"))
    if not ok:
        return
    paid = ctx.last  # moved once its cost is paid (8.4.1.3)
    # the effects applied to it in the ring do not follow it to the bench (3.1.3)
    left_behind = effects_left_behind(ctx, card.uid)
    yield Move(
        uid=card.uid,
        player=player,
        zone=zone,
        caused_by=(paid,),
        # 4.9.1.4: a card moving between areas is put standing unless told otherwise
        clauses=("6.5.1.2.3", "8.4.1", "4.9.1.4", *left_behind),
        ja=f"{card.label} をリングから{ZONE_JA[zone]}に移動する（プレイ）",
        en=f"{card.label} moves from the ring to the {zone} (a play)",
        tag="play_ring",  # a play too (6.5.1.2.3, 2.2.1), not from the hand
    )
    yield from fresh(ctx, card.uid)
    yield from refill_ring(ctx, player, ("6.5.1.2.3",))


def refill_ring(ctx: Ctx, player: str, clauses: tuple[str, ...]) -> Proc:
    """The top card of the deck is put in the ring (3.3.2.3) — by the rules, so an entry spark
    on it triggers (8.1.1.3.3)."""
    deck = ctx.zone(player, "deck")
    if ctx.zone(player, "ring"):
        return
    if not deck:
        yield Mark(
            clauses=(*clauses, *ctx.principle("impossible")),
            ja=f"{player} の山札にカードがないため、リングにカードを置けない（次のチェックタイミングで山札の更新）",
            en=f"{player}'s deck is empty: no card can be put in the ring (the deck is renewed at the next check timing)",
            touches=(f"{player}.ring",),
        )
        return
    top = ctx.card((yield from take_top(ctx, player)))
    assert top is not None
    # the 「～選び」 effects on a card that left the ring before (3.1.3) do not reach the card put
    # there now, after them (8.9.1.5): it comes in with its own values
    # (of the card this one replaces: the last to leave the ring)
    left = max(ctx.left_from(player, "ring"), key=lambda lk: lk.step, default=None)
    gone = list(left.info.get("chosen_effects", ())) if left is not None else []
    yield Move(
        uid=top.uid,
        player=player,
        zone="ring",
        clauses=(*clauses, "3.3.2.3", *(("8.9.1.5", "3.1.3") if gone else ())),
        ja=f"山札の1番上のカード（{top.label}）を{player}のリングに置く"
        + ("（前のリングのカードを選んだ効果は適用されない）" if gone else ""),
        en=f"the top card of the deck ({top.label}) is put in {player}'s ring"
        + (" (the effects that chose the former ring card do not apply to it)" if gone else ""),
        data={"by_rule": True},
        tag="ring_by_rule",
    )
    yield from fresh(ctx, top.uid)


def set_surprise(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """6.5.1.2.4: a hand card put face down in an empty surprise zone, then one card drawn; not in
    the first player's first turn (6.5.1.2.4.1), and this or 6.5.1.2.5 once a turn (6.5.1.2.6)."""
    player = who(ctx, p)
    st = ctx.state
    r = _chara_timing(ctx, "サプライズ置場にカードを置くこと", "setting a surprise", ("6.5.1.2.4",))
    if r is None and player != st.turn.player:
        r = Reject(
            "サプライズ置場にカードを置けるのはターンプレイヤーだけです",
            "only the turn player sets a surprise",
            ("6.5.1.2", "6.5.1.2.4"),
        )
    if r is None and first_turn(ctx):
        r = Reject(
            "先攻プレイヤーの第一ターン目には、サプライズ置場にカードを置けません",
            "not in the first player's first turn",
            ("6.5.1.2.4.1",),
        )
    if r is None and st.vars.get(f"vs.surprise_done.{player}"):
        r = _surprise_done(ctx, player)
    if r is None:
        r = yield from _surprise_done_by_effect(ctx, player)
    if r is None and ctx.zone(player, "surprise"):
        r = Reject(
            "サプライズ置場にはすでにカードが置かれています",
            "the surprise zone already holds a card",
            ("6.5.1.2.4", "3.9.2"),
        )
    uid = find_card(ctx, p.get("card"), player, ("hand",)) if r is None else None
    if r is None and (uid is None or zone_of(ctx, uid) != "hand"):
        r = Reject(
            f"{p.get('card')} は {player} の手札にありません",
            f"{p.get('card')} is not in {player}'s hand",
            ("6.5.1.2.4",),
        )
    if r is not None:
        yield r
        return
    from ruling.games._vs.cardtext import prohibitions

    banned = [
        e
        for e in (*ctx.state.effects, *prohibitions(ctx))
        if e.op == "prohibit" and e.stat == "play" and e.target == player
    ]
    allowed: tuple[int, ...] = ()
    if banned:
        # 「プレイできない」 in force: a play puts a card from the hand on the field (8.4.1), the
        # ring and the bench (3.3.1); the surprise zone is not the field — the set is no play
        m = yield Mark(
            clauses=("8.4.1", "3.3.1", "6.5.1.2.4"),
            ja=f"サプライズ置場はフィールド（リングとベンチ）ではなく、そこにカードを置くことはプレイではないため、"
            f"「{banned[-1].source}」はこの行動を禁止しない",
            en=f"the surprise zone is not the field (the ring and the bench): putting a card "
            f"there is no play, and 「{banned[-1].source}」 does not prohibit it",
            watch=tuple(f"effect:{e.id}" for e in banned if e.id >= 0),
        )
        allowed = (m,)
    yield Move(
        uid=uid,  # type: ignore[arg-type]
        player=player,
        zone="surprise",
        face_up=False,
        caused_by=allowed,
        # allowed: the restriction it was checked against (6.5.1.2.4.1: not the first player's
        # first turn) does not apply
        clauses=("6.5.1.2.4", "6.5.1.2.4.1", "3.9.4", "4.9.1.6"),
        ja=f"{player} は手札の {label(ctx, uid)} を裏向き状態でサプライズ置場に置く",  # type: ignore[arg-type]
        en=f"{player} puts {label(ctx, uid)} face down in the surprise zone",  # type: ignore[arg-type]
    )
    yield SetVar(key=f"vs.surprise_done.{player}", value=True, clauses=("6.5.1.2.6",))
    from ruling.rules import Do

    yield Do("draw", {"player": player, "amount": 1}, clauses=("6.5.1.2.4",))


def _surprise_done(ctx: Ctx, player: str) -> Reject:
    """6.5.1.2.6: the turn's surprise-zone action was taken (caused by the step that recorded
    it: the action, or its replacement, 8.10.1.1.1)."""
    done = ctx.step_of(f"var:vs.surprise_done.{player}")
    return Reject(
        "このターンのキャラフェイズ中に、サプライズ置場への行動はすでに1回行っています",
        "a surprise-zone action was already taken in this turn's chara phase",
        ("6.5.1.2.6",),
        caused_by=(done,) if done is not None else (),
    )


def _surprise_done_by_effect(ctx: Ctx, player: str) -> Generator[Any, Any, Reject | None]:
    """6.5.1.2.6 when an effect did, in this turn's chara phase, the act of 6.5.1.2.4 or
    6.5.1.2.5 (``surprise_act_by_effect``): whether that counts as the turn's one surprise-zone
    action is the point ``effect_surprise_action`` — asked here, where a later action rests on
    it; under ``the_act`` the action is refused (caused by the effect's move)."""
    done = ctx.state.vars.get(f"vs.surprise_by_effect.{player}")
    if not done:
        return None
    if not (yield from unsettled.holds(player, "vs", "effect_surprise_action", "the_act")):
        return None
    step = ctx.step_of(f"var:vs.surprise_by_effect.{player}")
    return Reject(
        f"このターンのキャラフェイズ中に、効果が {done} の行動を行っており、それを1回と数える",
        f"an effect already did the act of {done} in this turn's chara phase: it counts as "
        "the turn's one surprise-zone action",
        ("6.5.1.2.6", "6.5.1.2.4", "6.5.1.2.5"),
        caused_by=(step,) if step is not None else (),
    )


def surprise_act_by_effect(ctx: Ctx, ev: Move) -> Proc:
    """An effect's move that is, in the turn player's chara phase, the act of 6.5.1.2.4 (a hand
    card put in their surprise zone) or 6.5.1.2.5 (their surprise-zone card put in their waiting
    room): recorded, for 6.5.1.2.6 to read (``_surprise_done_by_effect``); read just before the
    move."""
    st = ctx.state
    player = st.turn.player
    w = ctx.where(ev.uid)
    if (
        w is None
        or st.turn.phase != "chara"
        or w[0] != player
        or ev.player != player
        or st.vars.get(f"vs.surprise_done.{player}")
        or st.vars.get(f"vs.surprise_by_effect.{player}")
    ):
        return
    act = {("hand", "surprise"): "6.5.1.2.4", ("surprise", "waiting"): "6.5.1.2.5"}.get(
        (w[1], ev.zone)
    )
    if act is not None:
        yield SetVar(key=f"vs.surprise_by_effect.{player}", value=act)


def discard_surprise(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """6.5.1.2.5: the surprise-zone card put in the waiting room (once a turn with 6.5.1.2.4)."""
    player = who(ctx, p)
    st = ctx.state
    r = _chara_timing(
        ctx, "サプライズ置場のカードを控え室に置くこと", "discarding the surprise", ("6.5.1.2.5",)
    )
    if r is None and st.vars.get(f"vs.surprise_done.{player}"):
        r = _surprise_done(ctx, player)
    if r is None:
        r = yield from _surprise_done_by_effect(ctx, player)
    cards = ctx.zone(player, "surprise")
    if r is None and not cards:
        r = Reject(
            "サプライズ置場にカードがありません", "the surprise zone is empty", ("6.5.1.2.5",)
        )
    if r is not None:
        yield r
        return
    yield from to_zone(
        ctx,
        Move(
            uid=cards[0].uid,
            player=player,
            zone="waiting",
            face_up=True,
            clauses=("6.5.1.2.5",),
            ja=f"{player} はサプライズ置場のカードを控え室に置く",
            en=f"{player} puts the surprise-zone card in the waiting room",
        ),
    )
    yield SetVar(key=f"vs.surprise_done.{player}", value=True, clauses=("6.5.1.2.6",))


def concede(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """1.2.4: a player may concede at any time and loses at once, without a check timing; no card
    affects it (1.2.4.1)."""
    player = who(ctx, p)
    yield Lose(
        players=(player,),
        clauses=("1.2.4", "1.2.4.1"),
        ja=f"{player} は投了を宣言し、ただちに敗北する",
        en=f"{player} concedes and loses at once",
        reason="concede",
    )


def check_timing(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """A check timing where the scenario puts one (4.4.1): rule processes, then the pending
    techniques, as after the last action."""
    yield CheckTiming(("4.4.1",))


def effect_result(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """1.2.5: an effect makes a player win or lose while it is processed, without waiting for a
    check timing."""
    player = who(ctx, p)
    result = p.get("result", "lose")
    opp = ctx.state.opponent(player)
    loser = player if result == "lose" else opp
    yield Lose(
        players=(loser,),
        clauses=("1.2.5",),
        ja=f"効果により{player}が{'敗北' if result == 'lose' else '勝利'}する（チェックタイミングを待たない）",
        en=f"an effect makes {player} {'lose' if result == 'lose' else 'win'} (no check timing)",
        reason="effect",
    )


MOVE_DEST = {
    "retire": "retire",
    "waiting": "waiting",
    "hand": "hand",
    "deck": "deck",
    "energy": "energy",
    "ring": "ring",
    "surprise": "surprise",
    **{b: f"bench.{b}" for b in ("left", "center", "right")},
}


def put_dest(ctx: Ctx, to: str) -> tuple[str | None, str | None]:
    """A ``put``'s ``to``: ``left`` (a bench frame), ``bench.left``, ``B.bench.left``, ``B.ring``
    … -> (the player it names or None, the zone); the zone is None when it is none of
    ``MOVE_DEST``."""
    parts = to.split(".")
    who = parts.pop(0) if len(parts) > 1 and parts[0] in ctx.state.players else None
    if len(parts) == 2 and parts[0] == "bench":
        parts = parts[1:]
    return who, MOVE_DEST.get(".".join(parts))


FACE_DOWN = {"deck": ("3.2.2",), "energy": ("3.4.1",), "surprise": ("3.9.4",)}

# zones the rules limit to one card (「1枚までのカードを置くことができます」) with the rule process
# that clears a zone holding several (9.5.x); the ring has no such limit, only 9.5.1
LIMITED_ZONES = {
    "surprise": ("3.9.2", "put_into_occupied_surprise_zone"),
    **{f"bench.{b}": ("3.3.3.2", "put_into_occupied_bench_frame") for b in BENCH_JA},
}


def into_limited_zone(ctx: Ctx, uid: str, player: str, zone: str) -> Proc:
    """An effect puts ``uid`` into ``player``'s ``zone``: when the zone is one the rules limit to
    one card (3.9.2, 3.3.3.2) and another card is there, the text does not settle whether the
    put is done (and the rule process 9.5.3 / 9.5.2 clears the earlier card) or the limit makes
    it impossible (1.3.2): both readings are run (the audit's put_into_occupied_surprise_zone /
    put_into_occupied_bench_frame).
    Returns (as a generator's value) whether the card is put there; when it is not, the step
    says why."""
    limit = LIMITED_ZONES.get(zone)
    if limit is None or not [c for c in ctx.zone(player, zone) if c != uid]:
        return True
    done = yield unsettled.choose(
        ctx.state.turn.player,
        "vs",
        limit[1],
        {"rule_process": True, "not_done": False},
    )
    if done:
        return True
    yield Mark(
        clauses=(limit[0], *ctx.principle("impossible")),
        ja=f"{player}の{ZONE_JA[zone]}にはすでにカードがあり、1枚までのため {label(ctx, uid)} は置かれない",
        en=f"{player}'s {zone} already holds a card and holds one at most: {label(ctx, uid)} is not put there",
        touches=(uid, f"{player}.{zone}"),
    )
    return False


def field_move_keeps(ctx: Ctx, uid: str, dest: str) -> Proc:
    """8.9.1.5 reads a 「～選び」 effect as applying in 「その効果が適用される領域」: a card an
    effect moves between the ring and the bench is a new card in another zone (3.1.3; the ring
    and the bench are each a 領域, 3.3.2.1 / 3.3.3.1) — or, when the choice was among the field's
    cards (「フィールドのカードを1枚選び」), the ring and the bench together being the field
    (3.3.1), a card that never left the zone the chosen effect applies in. Both readings run (the
    audit's field_move_chosen_effect), only where such an effect is on the card and the choice
    named both zones of the move (a choice of 「ベンチのカード」 does not: the card left the
    bench, 3.1.3 alone). Returns (as a generator's value) the ids of the effects the move keeps
    on the card (``Move.keeps``) and the clauses the move cites for it."""
    from ruling.games._vs.common import chosen_zones

    w = ctx.where(uid)
    if w is None or w[1] not in FIELD_ZONES or dest not in FIELD_ZONES:
        return (), ()
    zf, zt = ctx.game.zone(w[1]), ctx.game.zone(dest)
    if zf is None or zt is None or (zf.group or zf.id) == (zt.group or zt.id):
        return (), ()
    chosen = tuple(
        e.id
        for e in ctx.state.effects
        if e.target == uid and {w[1], dest} <= set(chosen_zones(e.source))
    )
    if not chosen:
        return (), ()
    stays = yield unsettled.choose(
        ctx.state.turn.player,
        "vs",
        "field_move_chosen_effect",
        {"field_one_zone": True, "new_card": False},
    )
    return (chosen, ("3.3.1", "8.9.1.5")) if stays else ((), ("3.1.3", "8.9.1.5"))


def put(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """An effect moves a card (「…を控え室に置く」「…をリタイヤ置場に置く」): to its owner's zone
    (3.1.4: a card never goes to another player's zone); it is a new card there (3.1.3) and
    stands (4.9.1.4)."""
    uid = find_card(ctx, p["card"])
    who, dest = put_dest(ctx, str(p.get("to")))
    if uid is None or dest is None:
        yield Reject(
            f"{p['card']} が見つからないか、移動先 {p.get('to')} が不明です",
            f"{p['card']} not found, or unknown destination {p.get('to')}",
            ctx.principle("impossible"),
        )
        return
    card = ctx.card(uid)
    if who is not None and card is not None and who != card.owner:
        # 3.1.4: a card is put into its owner's zone, never another player's: a destination
        # named as another player's zone is no place the effect can put it
        yield Reject(
            f"{card.label} のオーナーは {card.owner} のため、{who} の{ZONE_JA[dest]}には置けません",
            f"{card.label} belongs to {card.owner}: it cannot be put in {who}'s {dest}",
            ("3.1.4",) + ctx.principle("impossible"),
        )
        return
    w = ctx.where(uid)
    zf, zt = (ctx.game.zone(w[1]) if w else None), ctx.game.zone(dest)
    frame_move = (
        w is not None and zf is not None and zt is not None and zf.group and zf.group == zt.group
    )
    # 3.3.3.2 / 3.1.1: the three bench frames are frames of one bench, the player's one zone: a
    # move between them is no move between zones, so 4.9.1.4 does not stand the card and it is
    # no new card (3.1.3); 3.3.3.3 calls each frame fixed and the rules speak of 「空いている
    # ベンチ」 (3.3.3.5), each frame a bench: a move between zones, the card put standing — both
    # readings run (the audit's bench_frame_move), only for a move from one frame to another
    # 8.9.1.5: a 「～選び」 effect on the card does not reach a card that moved into its zone after
    # it resolved — under the reading between_zones the card is such a one (a new card, 3.1.3),
    # under within_zone it never left the zone: cited on the move either way
    from ruling.games._vs.common import chosen_effect

    chosen_on = (
        ("8.9.1.5",)
        if frame_move
        and any(e.target == uid and chosen_effect(e.source) for e in ctx.state.effects)
        else ()
    )
    if frame_move and (
        yield unsettled.choose(
            ctx.state.turn.player,
            "vs",
            "bench_frame_move",
            {"within_zone": True, "between_zones": False},
            continuous_order(card),
        )
    ):
        before = zone_arrival(ctx, card)  # type: ignore[arg-type]
        yield Move(
            uid=uid,
            player=card.owner,  # type: ignore[union-attr]
            zone=dest,
            clauses=("3.3.3.2", "3.1.1", "4.9.1.4", *chosen_on),
            ja=f"効果により {card.label} を{card.owner}の{ZONE_JA[dest]}に移す（同じベンチの中の移動）",  # type: ignore[union-attr]
            en=f"an effect moves {card.label} to {card.owner}'s {dest} (within the one bench)",  # type: ignore[union-attr]
        )
        # still in the zone it came into then: its continuous techniques keep their order (8.9.1.4)
        yield from keep_zone_arrival(ctx, uid, before)
        return
    if not (yield from into_limited_zone(ctx, uid, card.owner, dest)):  # type: ignore[union-attr]
        return
    keeps, field_one = yield from field_move_keeps(ctx, uid, dest)
    # face down where the rules put cards face down: the deck (3.2.2), the energy zone (3.4.1),
    # the surprise zone (3.9.4: 「原則として…裏向き状態になります」)
    down = FACE_DOWN.get(dest, ())
    # put where a card already is, under the reading that it is put there: the limit (3.9.2 /
    # 3.3.3.2) is kept by the rule process that follows (9.5.3 / 9.5.2)
    over = LIMITED_ZONES[dest][:1] if dest in LIMITED_ZONES and ctx.zone(card.owner, dest) else ()  # type: ignore[union-attr]
    # a card put in the deck with no place said goes on top of it (3.2.5)
    on_top = ("3.2.5",) if dest == "deck" and not p.get("pos") else ()
    # the other reading of a move between bench frames: each frame a bench of its own (3.3.3.3)
    frames = ("3.3.3.3",) if frame_move else ()
    ev = Move(
        uid=uid,
        player=card.owner,  # type: ignore[union-attr]
        zone=dest,
        pos=str(p.get("pos") or "top"),
        orientation="stand",
        face_up=not down,
        clauses=(
            "3.1.3",
            "3.1.4",
            "4.9.1.4",
            *down,
            *on_top,
            *frames,
            *over,
            *chosen_on,
            *field_one,
        ),
        ja=f"効果により {card.label} を{card.owner}の{ZONE_JA[dest]}に置く",  # type: ignore[union-attr]
        en=f"an effect puts {card.label} in {card.owner}'s {dest}",  # type: ignore[union-attr]
        # a bench frame a zone of its own (3.3.3.3): a new card there, the effects on it end
        new_card=frame_move,
        keeps=keeps,
    )
    yield from to_zone(ctx, ev)
    if dest in FIELD_ZONES:
        yield from fresh(ctx, uid)


def retire(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """A card put in its owner's retire zone (3.5.1; 3.1.4), as one event a replacement effect
    may name (「このカードがリタイヤ置場に置かれる時、かわりに…」, 8.2.1.3.1, 8.10)."""
    uid = find_card(ctx, p["card"])
    card = ctx.card(uid) if uid else None
    if card is None:
        yield Reject(
            f"{p['card']} が見つかりません", f"{p['card']} not found", ctx.principle("impossible")
        )
        return
    return (
        yield Move(
            uid=card.uid,
            player=card.owner,
            zone="retire",
            face_up=True,
            clauses=("3.5.1", "3.1.4"),
            ja=f"{card.label} をオーナーのリタイヤ置場に置く",
            en=f"{card.label} goes to its owner's retire zone",
        )
    )


def describe_retire(ctx: Ctx, p: dict[str, Any]) -> tuple[str, str]:
    """The ``retire`` action's step, naming the card."""
    uid = find_card(ctx, p.get("card"))
    name = label(ctx, uid) if uid else str(p.get("card"))
    return f"{name} をリタイヤ置場に置く", f"{name} is to be put in the retire zone"


# the zones a move to which is an event a replacement effect may name (「…がリタイヤ置場 / 控え室に
# 置かれる時、かわりに…」, 8.2.1.3.1, 8.10.1): the engine's action for that event, one the core can
# replace — a move the rules make (an attack's 7.1.5.4, a rule process's 9.4, a play over a card
# 8.4.1.3.1, the hand limit 6.8.1.2) or an effect makes goes through it whenever a replacement
# names the card's being put there
ROUTED = {"retire": "retire", "waiting": "to_waiting"}


def face_down_trigger_reading(ctx: Ctx, uid: str, zone: str) -> Proc:
    """A face-down card leaving the surprise zone whose own automatic technique of that zone
    triggers on its own move (「[サプライズ置場]このカードが控え室に置かれた時」): 8.1.1.2.1 has it
    trigger, reading the [領域] it left, against 3.9.1 (a face-down card there acts only by
    turning a ① technique face up), 3.9.3 (the zone is hidden) and 8.7.1.1 — the audit's
    ``face_down_own_move_trigger``, asked once per line (``techniques._own_move_triggers`` reads
    it), both readings run."""
    from ruling.games._vs.cardtext import programs
    from ruling.games._vs.common import FACE_DOWN_LEFT, FACE_DOWN_TRIGGER_READING

    card = ctx.card(uid)
    left = tuple(ctx.state.vars.get(FACE_DOWN_LEFT) or ())
    if card is None or card.face_up or zone == "surprise" or zone_of(ctx, uid) != "surprise":
        if uid in left:  # a move of the card's later stay: no longer one that left face down
            yield SetVar(key=FACE_DOWN_LEFT, value=tuple(x for x in left if x != uid))
        return
    trig = f"self_{zone}"
    if not any(
        prog.kind == "auto"
        and not prog.keyword
        and "surprise" in prog.areas
        and prog.trigger == trig
        for _i, prog in programs(card)
    ):
        return
    if ctx.state.vars.get(FACE_DOWN_TRIGGER_READING) is None:
        triggers = yield from unsettled.holds(
            card.owner, "vs", "face_down_own_move_trigger", "triggers"
        )
        yield SetVar(key=FACE_DOWN_TRIGGER_READING, value=bool(triggers))
    # the cards that left the surprise zone face down (read by ``_own_move_triggers``)
    yield SetVar(key=FACE_DOWN_LEFT, value=(*left, uid))


def rest_replaceable(ctx: Ctx, uid: str) -> bool:
    """Whether a replacement effect in force — a scenario's or a card's (「…がレストする時、かわりに
    …」, ``cardtext.replacements``) — names the change of state of card ``uid`` (``orient``): an
    effect's or a cost's rest of it is then carried out as that action, so the core applies the
    replacement (8.10.1)."""
    from ruling.games._vs.cardtext import replacements

    return ctx.replaceable(uid, "orient") or any(
        e.op == "replace" and e.stat == "orient" and e.target == uid for e in replacements(ctx)
    )


def to_zone(ctx: Ctx, ev: Move, by: tuple[str, str] | None = None) -> Proc:
    """A move to a zone of ``ROUTED`` the rules make (an attack's, a rule process's) or an effect
    makes (``by``: the technique's card and master): as it is, or, when a replacement effect
    names this card's being put there, as the game's action for that event, so the core applies
    the replacement (8.10.1: the event does not happen at all, the other one does instead) — an
    effect's, with its master as the player doing the action (``by_master``, 8.10.2.2). Each
    replacement is then applied to the event at most once (8.10.2.3, the core's chain)."""
    from ruling.games._vs.cardtext import replacements

    if by:
        # who made it: 「相手の技によって…置かれた時」 reads the technique's master (4.15.2)
        ev = replace(ev, data={**ev.data, "by": by[0], "by_master": by[1]})
        # the act of a chara-phase surprise-zone action done by an effect (6.5.1.2.6)
        yield from surprise_act_by_effect(ctx, ev)
    barred = yield from _move_prohibited(ctx, ev, by)
    if barred is not None:
        return barred
    yield from face_down_trigger_reading(ctx, ev.uid, ev.zone)
    verb = ROUTED.get(ev.zone)
    named = (
        [
            e
            for e in (*ctx.state.effects, *replacements(ctx))
            if e.op == "replace" and e.stat == verb and e.target == ev.uid
        ]
        if verb is not None
        else []
    )
    if not named:
        return (yield ev)
    return (
        yield Do(
            verb,  # type: ignore[arg-type]
            {"card": ev.uid, **({"by": by[0], "by_master": by[1]} if by else {})},
            caused_by=ev.caused_by,
            clauses=ev.clauses,
        )
    )


def _move_prohibited(ctx: Ctx, ev: Move, by: tuple[str, str] | None) -> Proc:
    """A move of a player's own card between two of its zones that a continuous technique in
    force prohibits that player (「相手は手札のカードを控え室に置けない」, ``cardtext.prohibitions``
    ``move:X>Y``): made by an effect of that player's own technique, the prohibition wins (1.3.3)
    and the move is simply not done (1.3.2) — the step saying so. Made otherwise — an act of the
    rules (what the prohibition then makes of it, 1.3.1, is not run here) or an effect of the
    other player's (whose act the move is, the text does not settle) — the move is made and the
    ruling says so (an assumption). None when no prohibition names it."""
    from ruling.games._vs.cardtext import move_prohibition

    w = ctx.where(ev.uid)
    if w is None or w[0] != ev.player:
        return None
    found = move_prohibition(ctx, w[0], w[1], ev.zone)
    if found is None:
        return None
    ban = [found]
    card = ctx.card(ev.uid)
    name = card.label if card is not None else ev.uid
    if by is not None and by[1] == w[0]:
        return (
            yield Mark(
                caused_by=ev.caused_by,
                clauses=("1.3.3", "1.3.2", *ban[-1].clauses),
                ja=f"{w[0]} は{name}を置けない（{ban[-1].source}）: 禁止が優先し、置く行動は行われない",
                en=f"{w[0]} may not put {name} there ({ban[-1].source}): the prohibition wins, "
                "the put is not done",
                touches=(ev.uid,),
            )
        )
    if by is None:
        # an act of the rules (6.8.1.2's hand limit): the text over it (1.3.1) would leave the
        # act undone, and what follows then (6.8.1.5 repeats the end phase) is not run here
        ja = (
            f"{name} を置く規定の行動に禁止（{ban[-1].source}）を適用した結果はこのルーリングでは"
            "扱っていないため、禁止を適用せずに移動します"
        )
        en = (
            f"what the prohibition ({ban[-1].source}) makes of the rules' act putting {name} is "
            "not run by this ruling: the card is moved, the prohibition not applied"
        )
    else:
        # an effect of the other player's technique: whether the put is the prohibited
        # player's act is not written
        ja = (
            f"{name} の移動は {w[0]} の行動か定かでないため、禁止（{ban[-1].source}）を適用せずに"
            "移動します"
        )
        en = (
            f"whether {name}'s move is an act of {w[0]}'s is not settled: it is made, the "
            f"prohibition ({ban[-1].source}) not applied"
        )
    cl = ban[-1].clauses if by is None else ("1.3.3", *ban[-1].clauses)
    yield Warn("assumption", ja, en, cl, key="move_prohibition_not_applied")
    return None


def to_retire(ctx: Ctx, ev: Move, by: tuple[str, str] | None = None) -> Proc:
    """A move to the retire zone (``to_zone``)."""
    return (yield from to_zone(ctx, ev, by))


def to_waiting(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """A card put in its owner's waiting room (3.6.1; 3.1.4), as one event a replacement effect
    may name (「…が控え室に置かれる時、かわりに…」, 8.2.1.3.1, 8.10)."""
    uid = find_card(ctx, p["card"])
    card = ctx.card(uid) if uid else None
    if card is None:
        yield Reject(
            f"{p['card']} が見つかりません", f"{p['card']} not found", ctx.principle("impossible")
        )
        return None
    return (
        yield Move(
            uid=card.uid,
            player=card.owner,
            zone="waiting",
            face_up=True,
            orientation="stand",
            clauses=("3.6.1", "3.1.4", "3.6.3"),
            ja=f"{card.label} をオーナーの控え室に置く",
            en=f"{card.label} goes to its owner's waiting room",
        )
    )


def describe_to_waiting(ctx: Ctx, p: dict[str, Any]) -> tuple[str, str]:
    """The ``to_waiting`` action's step, naming the card."""
    uid = find_card(ctx, p.get("card"))
    name = label(ctx, uid) if uid else str(p.get("card"))
    return f"{name} を控え室に置く", f"{name} is to be put in the waiting room"


def damage(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """Damage dealt to a card on the field accumulates (7.1.5.3) until the end phase (6.8.1.3);
    a card with damage of its defence power or more leaves at the next check timing (9.4)."""
    uid = find_card(ctx, p["card"], None, FIELD_ZONES)
    if uid is None or zone_of(ctx, uid) not in FIELD_ZONES:
        yield Reject(
            f"{p['card']} はフィールドにないため、ダメージを与えられません",
            f"{p['card']} is not on the field: no damage",
            ctx.principle("impossible"),
        )
        return
    from ruling.games._vs.cardtext import takes_no_damage

    card = ctx.card(uid)
    n = int(p["amount"])
    kept = takes_no_damage(ctx, uid)
    if kept is not None:
        # a continuous technique of the card keeps the damage off it (8.1.1.4)
        yield Mark(
            clauses=("7.1.5.3", "8.1.1.4"),
            ja=f"{card.label} の「{kept}」により、{card.label} はダメージを受けない",  # type: ignore[union-attr]
            en=f"{card.label}'s 「{kept}」: it takes no damage",  # type: ignore[union-attr]
            touches=(uid,),
        )
        return
    from ruling.games._vs.cardtext import damage_lessening, lessening_clauses

    lessened = damage_lessening(ctx, uid, False)
    if lessened and n > 0:
        # 「このカードに与えられるダメージはN少なくなる」: a continuous technique in force
        # (8.1.1.4) — the damage dealt is N less, not below 0
        less = sum(k for k, _u, _t in lessened)
        was, n = n, max(0, n - less)
        yield Mark(
            clauses=lessening_clauses(ctx, lessened),
            ja=f"{card.label} が受けるダメージは{less}少なくなる（{was} → {n}）: "  # type: ignore[union-attr]
            + "、".join(f"「{t}」" for _k, _u, t in lessened),
            en=f"the damage {card.label} takes is {less} less ({was} -> {n})",  # type: ignore[union-attr]
            watch=tuple(u for _k, u, _t in lessened),
            touches=(uid,),
        )
    # what of it an effect dealt: whether it adds to an attack's is an unsettled point
    # (``effect_damage_accumulates``, raised where an attack's damage meets it, or where only the sum reaches the defence)
    by_effect = int(card.states.get("effect_damage") or 0) + n  # type: ignore[union-attr]
    # the damage now below the card's defence: the rule process of 9.4 (9.4.1 for the ring
    # card, 9.4.2 for a bench card) is read and not met — the card stays
    total = damage_of(card) + n  # type: ignore[arg-type]
    dp = view(ctx, uid)
    prior = damage_of(card)  # type: ignore[arg-type]
    hits: dict[str, int] = {}
    if card.value("dp") is not None and prior > 0 and 0 < n < dp.dp <= total:  # type: ignore[union-attr]
        # only the sum reaches the defence: whether an effect's damage adds to the damage the
        # card carries is the audit's effect_damage_accumulates (7.1.5.3 speaks of the attack's
        # alone); under ``attack_only`` each hit is received on its own (9.4.1 / 9.4.2)
        adds = yield unsettled.choose(
            ctx.state.turn.player,
            "vs",
            "effect_damage_accumulates",
            {"one_total": True, "attack_only": False},
        )
        if not adds:
            total = max(prior, n)
            by_effect = max(int(card.states.get("effect_damage") or 0), n)  # type: ignore[union-attr]
            # the hit is still received (「ダメージを受けた時」), though it adds nothing
            hits = {HITS: int(card.states.get(HITS) or 0) + 1}  # type: ignore[union-attr]
    below: tuple[str, ...] = ()
    if card.value("dp") is not None and 0 < total < dp.dp:  # type: ignore[union-attr]
        below = ("9.4.1" if zone_of(ctx, uid) == "ring" else "9.4.2", *dp.clauses)
    # whether the card has now received damage of its defence or more (9.4.1 / 9.4.2 read as an
    # event, ``damage_met_by_lowered_defence``): a defence not known, the damage is what decides
    met = card.value("dp") is None or total >= dp.dp  # type: ignore[union-attr]
    yield SetCard(
        uid=uid,
        changes={"damage": total, "effect_damage": by_effect, DAMAGE_MET: met, **hits},
        # damage dealt (「ダメージを受けた時」 triggers on it, ``techniques._event_triggers``)
        tag="damaged" if n > 0 else None,
        clauses=("7.1.5.3", *below),
        ja=f"{card.label} に{n}ダメージ（蓄積{damage_of(card) + n}）{('（' + p['source'] + '）') if p.get('source') else ''}",  # type: ignore[union-attr, arg-type]
        en=f"{card.label} is dealt {n} damage (total {damage_of(card) + n})",  # type: ignore[union-attr, arg-type]
    )


def effect(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """A continuous effect the scenario describes (「…を+2000/-0」, 8.2.1.2) on a card: ``until:
    turn`` for 「ターンの終わりまで」 / 「そのターン中」 (ended at 6.8.1.3), left out for this game."""
    uid = find_card(ctx, p["card"])
    if uid is None:
        yield Reject(f"{p['card']} が見つかりません", f"{p['card']} not found", ())
        return
    op = str(p.get("op") or "add")
    if op == "multiply" and any(int(p[s]) < 0 for s in ("ap", "dp") if p.get(s) is not None):
        yield Reject(
            "掛ける数は0以上です",
            "a multiplier is 0 or more",
            ctx.principle("non_negative_number"),
        )
        return
    for stat in ("ap", "dp"):
        if p.get(stat) is None:
            continue
        v = int(p[stat])
        word = "攻撃力" if stat == "ap" else "防御力"
        if op == "set":
            yield from set_reading(ctx, uid, stat)
        how_ja, how_en = {
            "set": (f"{v}にする", f"becomes {v}"),
            "multiply": (f"{v}倍にする", f"×{v}"),
        }.get(op, (f"{v:+d}", f"{v:+d}"))
        yield AddEffect(
            target=uid,
            stat=stat,
            op=op,
            value=v,
            # no duration written: this game (8.2.1.2 「期間が特に指定されていない、すなわち
            # 「このゲーム中」である物を含みます」), as an ``effects:`` entry's default
            until=str(p.get("until") or "game"),
            source=str(p.get("source") or ""),
            clauses=("8.2.1.2",),
            ja=f"{label(ctx, uid)} の{word}を{how_ja}",
            en=f"{label(ctx, uid)}'s {stat} {how_en}",
        )


def orient(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """An effect rests, stands or reverses a card (4.9.1.1–4.9.1.3), or turns it face up or down
    (4.9.1.5, 4.9.1.6); one already so is not changed (1.3.2.1, 4.9.1.7)."""
    uid = find_card(ctx, p["card"])
    if uid is None:
        yield Reject(f"{p['card']} が見つかりません", f"{p['card']} not found", ())
        return
    to = str(p.get("to") or "rest")
    if p.get("by") == "player":
        # the player changes the card's state of its own will, no effect or rule telling it to
        w = ctx.where(uid)
        if w is not None and w[1] == "energy":
            # 3.4.3 「コストの支払いなど以外で、指示なく自身のエネルギー置場のカードの状態を変えては
            # いけません」
            yield Reject(
                f"{label(ctx, uid)} はエネルギー置場のカード: コストの支払いなど以外で、指示なく"
                "その状態を変えてはいけません",
                f"{label(ctx, uid)} is an energy card: its state is not changed without an "
                "instruction, other than to pay a cost",
                ("3.4.3",),
            )
            return
        yield Reject(
            f"{label(ctx, uid)} の状態をプレイヤーが指示なく変えることについて、ルールは定めていません"
            "（実行しない）",
            f"the rules say nothing of a player changing {label(ctx, uid)}'s state without an "
            "instruction (not run)",
            (),
            unsupported=True,
        )
        return
    if to in FACE:
        # 表にする / 裏にする (4.9.1.5, 4.9.1.6): the face of a card, a surprise card's only
        # configuration (4.9.1); one already so is not turned (4.9.1.7)
        up, cl, ja, en = FACE[to]
        c = ctx.card(uid)
        if c is not None and c.face_up == up:
            # 4.9.1.7 「表向き状態のカードを表にしたり、裏向き状態のカードを裏にするような行為が
            # 求められた場合、その行為自体が行われません」, the face's case of the principle
            # 1.3.2.1 (「すでにある状態にあるものを改めてその状態にするよう求められた場合、…その
            # 行為自体が行われません」): the act is not done — refused, as the core refuses an
            # orientation a card already has
            yield Reject(
                f"{label(ctx, uid)} はすでに{'表' if up else '裏'}向き: {ja}行為自体が行われない",
                f"{label(ctx, uid)} is already face {'up' if up else 'down'}: turning it "
                f"{en} is not done at all",
                ("4.9.1.7", cl, *ctx.principle("already_in_state")),
            )
            return
        yield SetCard(
            uid=uid,
            changes={"face_up": up},
            clauses=(cl,),
            ja=f"効果により {label(ctx, uid)} を{ja}",
            en=f"an effect turns {label(ctx, uid)} {en}",
        )
        return
    cl = {"stand": "4.9.1.1", "rest": "4.9.1.2", "reverse": "4.9.1.3"}[to]
    yield Orient(uid=uid, orientation=to, clauses=(cl,))


# the ``orient`` action's face changes: to -> (face_up, clause, ja, en)
FACE = {
    "up": (True, "4.9.1.5", "表にする", "face up"),
    "down": (False, "4.9.1.6", "裏にする", "face down"),
}


def _player_and_zone(ctx: Ctx, p: dict[str, Any]) -> tuple[str, str, str]:
    """The acting player of an action on a zone and the zone it names (``zone``): (player, the
    zone's owner, the zone's id) — 「B.hand」 is B's hand, a bare 「hand」 the player's own."""
    player = who(ctx, p)
    spec = str(p.get("zone") or "")
    if spec.split(".")[0] in ctx.state.players:
        owner, zid = spec.split(".", 1)
    else:
        owner, zid = player, spec
    return player, owner, zid


# 3.5.3 / 3.6.3 / 3.7.3: 「自身の（リタイヤ置場|控え室|手札）のカードの順番は、自身が自由に変えて
# かまいません」 (the zones' ``free_order`` in vs.py)
OWN_ORDER: dict[str, tuple[str, ...]] = {
    "retire": ("3.5.3",),
    "waiting": ("3.6.3",),
    "hand": ("3.7.3",),
}


def reorder(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """A player changes the order of the cards of a zone, at any time: its own retire zone,
    waiting room and hand it may (3.5.3, 3.6.3, 3.7.3: 「自身の…カードの順番は、自身が自由に変えて
    かまいません」, the zones' ``free_order``); nobody may change a deck's order (3.2.2), nor
    rearrange the bench frames (3.3.3.4); another player's zone is not one's own (the same
    clauses say 「自身の」). A zone the rules say nothing of (the energy zone …) is said, not
    guessed."""
    player, owner, zid = _player_and_zone(ctx, p)
    if zid == "bench" or zid.startswith("bench."):
        zid = "bench"
    zdef = ctx.game.zone(zid) if zid != "bench" else None
    name = ZONE_JA.get(zid, zdef.ja if zdef else zid)
    en = zdef.en if zdef else zid
    if zid == "deck":
        yield Reject(
            f"{owner} の山札のカードの順番は、いずれのプレイヤーも変更できません",
            f"nobody may change the order of {owner}'s deck",
            ("3.2.2",),
        )
        return
    if zid == "bench":
        yield Reject(
            "ベンチの枠に置かれているカードは、自由に入れ替えられません",
            "the cards in the bench frames cannot be rearranged at will",
            ("3.3.3.4",),
        )
        return
    free = OWN_ORDER.get(zid)
    if zdef is None or not free:
        yield Reject(
            f"{name}のカードの順番を変えることについて、ルールは定めていません（実行しない）",
            f"the rules say nothing of changing the order of the {en}'s cards (not run)",
            zdef.clauses if zdef else (),
            unsupported=True,
        )
        return
    if owner != player:
        yield Reject(
            f"{owner} の{name}のカードの順番を変えられるのは {owner} 自身だけです",
            f"only {owner} may change the order of {owner}'s {en}",
            free,
        )
        return
    yield Mark(
        clauses=free,
        ja=f"{player} は自分の{name}のカードの順番を自由に変える",
        en=f"{player} changes the order of its {en}'s cards at will",
        touches=(f"{player}.{zid}",),
    )


# what a player may see of a zone's cards (3.1.3: a public zone's cards are seen by every player,
# a hidden zone's are not): the zone -> (whose may see: "all" / "own" / "none", its clauses)
SEEN: dict[str, tuple[str, tuple[str, ...]]] = {
    "deck": ("none", ("3.2.2",)),
    "energy": ("none", ("3.4.2",)),
    "hand": ("own", ("3.7.2",)),
    "surprise": ("own", ("3.9.3",)),
    "ring": ("all", ("3.3.2.1", "3.1.3")),
    "bench": ("all", ("3.3.3.1", "3.1.3")),
    "waiting": ("all", ("3.6.2",)),
    "retire": ("all", ("3.5.2",)),
}


def look(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """A player checks a zone: how many cards it holds, any zone at any time (3.1.2 「それぞれの
    領域にあるカードの枚数はすべてのプレイヤーに公開されており、いつでも確認することができます」);
    what they are, only where the rules let that player see them (``SEEN``): a public zone (the
    field, the waiting room, the retire zone — but not a face-down card in it, 3.5.2), one's own
    hand and surprise zone (3.7.2, 3.9.3); nobody a deck (3.2.2) or an energy zone (3.4.2). A
    face-up card of the surprise zone is seen by all (4.9.1.5)."""
    player, owner, zid = _player_and_zone(ctx, p)
    key = "bench" if zid == "bench" or zid.startswith("bench.") else zid
    zdef = ctx.game.zone(zid)
    name = ZONE_JA.get(zid, zdef.ja if zdef else zid)
    en = zdef.en if zdef else zid
    if zdef is None and key != "bench":
        yield Reject(f"{zid} という領域はありません", f"no zone {zid}", ())
        return
    zones = [z for z in FIELD_ZONES if z.startswith("bench.")] if zid == "bench" else [zid]
    cards = [c for z in zones for c in ctx.zone(owner, z)]
    touched = tuple(f"{owner}.{z}" for z in zones)

    def seen(clauses: tuple[str, ...], said_ja: str, said_en: str) -> Mark:
        """What ``player`` is found to see of the zone, on the zone's cards (the step's touches)."""
        return Mark(clauses=clauses, ja=said_ja, en=said_en, touches=touched)

    if str(p.get("what") or "cards") == "count":
        if not cards and zid in ("deck", "hand", "waiting", "retire", "energy"):
            listed = ctx.state.vars.get("listed", {}).get(owner, ())
            if zid not in listed and ctx.step_of(f"{owner}.{zid}") is None:
                # a zone the scenario did not list is unknown, not empty: its count is not given
                yield seen(
                    ("3.1.2",),
                    f"{player} は {owner} の{name}のカードの枚数を確認できる（シナリオに枚数が"
                    "書かれていないため、枚数は不明）",
                    f"{player} may check how many cards {owner}'s {en} holds (the scenario "
                    "does not give it: the number is unknown)",
                )
                return
        yield seen(
            ("3.1.2",),
            f"{player} は {owner} の{name}のカードの枚数（{len(cards)}枚）を確認する",
            f"{player} checks how many cards {owner}'s {en} holds ({len(cards)})",
        )
        return
    rule = SEEN.get(key)
    if rule is None:
        yield Reject(
            f"{name}の内容を見ることについて、ルールは定めていません（実行しない）",
            f"the rules say nothing of looking at the {en}'s contents (not run)",
            zdef.clauses if zdef else (),
            unsupported=True,
        )
        return
    scope, clauses = rule
    hidden = [c for c in cards if key == "retire" and not c.face_up]
    face_up = key == "surprise" and cards and all(c.face_up for c in cards)
    if face_up:
        scope, clauses = "all", ("4.9.1.5",)
    if scope == "none" or (scope == "own" and owner != player):
        yield Reject(
            f"{player} は {owner} の{name}のカードの内容を見られない（枚数は確認できる、3.1.2）",
            f"{player} may not look at the cards of {owner}'s {en} (it may check how many, 3.1.2)",
            clauses,
        )
        return
    if hidden:
        # 3.5.2: a face-down card of the retire zone is hidden; no exception is written for its
        # owner (as for the hand, 3.7.2, the surprise zone, 3.9.3): its owner looking, a reading
        if owner == player:
            yield unsettled.flag(
                "vs",
                "face_down_retire_owner_sees",
                (
                    f"{player} は裏向きの{len(hidden)}枚の内容も見られる",
                    f"{player} may look at the {len(hidden)} face-down cards too",
                ),
            )
        yield seen(
            clauses,
            f"{player} は {owner} の{name}の表向きのカードを見る（裏向きの{len(hidden)}枚は"
            "非公開で、内容は見られない）",
            f"{player} looks at the face-up cards of {owner}'s {en} (the {len(hidden)} "
            "face down are hidden)",
        )
        return
    yield seen(
        clauses,
        f"{player} は {owner} の{name}のカードの内容を見る",
        f"{player} looks at the cards of {owner}'s {en}",
    )


def replaced_action(ctx: Ctx, verb: str, p: dict[str, Any]) -> Proc:
    """A player's action replaced (8.10.1.1.1 「その行動による元の事象は発生しませんが、そのプレイヤーは
    その行動を行なったこととなります」): a surprise-zone action replaced is still the turn's one
    (6.5.1.2.6: once a chara phase)."""
    if verb == "draw":
        # a draw replaced while an automatic ability waits on a draw (「相手がカードを引いた時」):
        # whether it triggers — the original event never happened (8.10.1.1) or the player did
        # draw (8.10.1.1.1) — is the audit's replaced_action_trigger: both readings run; under
        # ``action_done`` the draw counts for such triggers (``DRAW_DONE``)
        from ruling.games._vs.techniques import DRAW_DONE, draw_watched

        player = who(ctx, p)
        if draw_watched(ctx, player) and (
            yield from unsettled.holds(player, "vs", "replaced_action_trigger", "action_done")
        ):
            yield Mark(
                clauses=("8.10.1.1.1",),
                tag=DRAW_DONE,
                data={"player": player},
                ja=f"置換された {player} のドローも、{player} はカードを引いたこととなる",
                en=f"{player}'s replaced draw still counts as {player} having drawn",
                touches=(f"{player}.hand",),
            )
        return
    if verb in ("set_surprise", "discard_surprise"):
        player = who(ctx, p)
        yield SetVar(
            key=f"vs.surprise_done.{player}",
            value=True,
            clauses=("8.10.1.1.1", "6.5.1.2.6"),
            ja=f"置換された {player} のサプライズ置場への行動も、このターンの1回として行ったことになる",
            en=f"{player}'s replaced surprise-zone action still counts as this turn's one",
        )
