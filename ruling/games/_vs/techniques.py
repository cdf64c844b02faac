"""Techniques (技) at work: automatic ones put in the resolution zone when their trigger is met
(8.6.2) and resolved at the check timing's ability use timing (4.7.1, 8.6.4), activated ones
used in the ability phase (6.6.1.2, 8.5), the surprise flip (3.9.1, 12.3.1), entry spark
(12.2.1) and cancel (12.1.1, 4.5, 4.6)."""

from __future__ import annotations

import re
from collections.abc import Callable, Generator
from contextvars import ContextVar
from dataclasses import dataclass, replace
from typing import Any

from ruling import at_once, unsettled
from ruling.cardtext.ir import COMPARISONS
from ruling.choosing import YES, choose_card, choose_yes_no, may_choose, put_in_chosen_order
from ruling.core import Ctx
from ruling.games._vs import common
from ruling.games._vs.cardtext import (
    BLANK_ATTRIBUTE_READING,
    CMP_WORDS,
    COUNTED,
    DECLARE_CLAUSES,
    DECLARED,
    FIELD_GROUPS,
    GROUPS,
    ONLY_WORK,
    OTHERWISE,
    OWN_ATTACK_SURPRISES,
    RING_PUT_GROUPS,
    SURPRISE_EVENT_TRIGGERS,
    SURPRISE_TRIGGERS,
    UNDER,
    Program,
    area_clauses,
    attack_is_of,
    condition_holds,
    condition_refs,
    contains_text,
    described_as,
    granted_attributes,
    info_clauses,
    info_ja,
    mentions_declared,
    per_count,
    prints_no_technique,
    programs,
    unchoosable,
    void_of,
    works_printed,
    works_referred,
)
from ruling.games._vs.cardtext import _values as _as_values
from ruling.games._vs.common import (
    BENCH_ZONES,
    FIELD_ZONES,
    Proc,
    find_card,
    label,
    play_timing_clause,
    ring_card,
    shuffled,
    standing_energy,
    zone_of,
)
from ruling.principles import count_options
from ruling.rules import (
    ATTACK_LOG,
    AbilityDef,
    AddEffect,
    CheckTiming,
    Choose,
    Do,
    Event,
    Lose,
    Mark,
    Move,
    MoveMany,
    Option,
    Orient,
    Reject,
    SetCard,
    SetTurn,
    SetVar,
    Shuffle,
    Triggered,
    Warn,
)
from ruling.state import Card
from ruling.state_triggers import arrived_at, pile_holds, state_held_since
from ruling.values import (
    READINGS,
    assume_unmatched,
    branch_candidates,
    branch_condition,
    unknown_zone,
)
from ruling.zone import stated_cards

# the ``Pending.data["trigger"]`` of a technique another technique's 「～使う」 put in the
# resolution zone (8.13.2), and the tag of the step that put it there (``_use_technique``)
BY_EFFECT = "by_effect"
USED_BY_EFFECT = "vs.used_by_effect"

# the step that chose fewer cards than the text names (8.6.11.1.2), read by a 「そうしたら」 next
SHORT_CHOICE = "vs.short_choice"

TRIGGER_CLAUSES = {
    "entry_spark": ("8.1.1.2", "12.2.1", "8.1.1.3.3", "8.1.1.3"),
    # put in the resolution zone by another technique's 「～使う」 (8.13.2), not triggered: it
    # waits there for a check timing as any technique put there does (3.8.3)
    BY_EFFECT: ("8.13.2", "3.8.3"),
    "self_attacks": ("8.1.1.2", "8.1.1.2.1", "7.1.3.2.3"),
    "opponent_attacks": ("8.1.1.2", "8.1.1.2.1", "7.1.3.2.3"),
    "self_attacked": ("8.1.1.2", "8.1.1.2.1", "7.1.3.2.3", "4.14.1"),
    # 「このカードがダメージを受けた時」: damage dealt to it (7.1.5.3)
    "self_damaged": ("8.1.1.2", "8.1.1.2.1", "7.1.5.3"),
    # 「（あなた|相手）のリングのカードがダメージを受けた時」: damage dealt to the card in the ring
    "ring_damaged": ("8.1.1.2", "8.1.1.2.1", "7.1.5.3", "3.3.2.1"),
    "opp_ring_damaged": ("8.1.1.2", "8.1.1.2.1", "7.1.5.3", "3.3.2.1"),
    # 「このカードが（スタンド|レスト）した時」: the card made standing / rested (4.9.1.1 / 4.9.1.2)
    "self_stands": ("8.1.1.2", "8.1.1.2.1", "4.9.1.1"),
    "self_rests": ("8.1.1.2", "8.1.1.2.1", "4.9.1.2"),
    # 「（あなた|相手）のサプライズ置場のカードが表になった時」: that card turned face up (4.9.1.5)
    "your_surprise_up": ("8.1.1.2", "8.1.1.2.1", "4.9.1.5"),
    "opp_surprise_up": ("8.1.1.2", "8.1.1.2.1", "4.9.1.5"),
    "ring_attacked": ("8.1.1.2", "8.1.1.2.1", "7.1.3.2.3", "4.14.1"),
    "self_retired": ("8.1.1.2", "8.1.1.2.1", "8.6.6", "8.1.1.3"),
    "self_waiting": ("8.1.1.2", "8.1.1.2.1", "8.6.6", "8.1.1.3"),
    # 「このカードがエネルギー置場に置かれた時」: into the energy zone (3.4.1)
    "self_energy": ("8.1.1.2", "8.1.1.2.1", "8.6.6", "8.1.1.3", "3.4.1"),
    "self_put_ring": ("8.1.1.2", "8.1.1.2.1", "8.6.6", "8.1.1.3"),
    # 「このカードが（手札から）ベンチに置かれた時」: onto a frame of the bench (3.3.3)
    "self_put_bench": ("8.1.1.2", "8.1.1.2.1", "8.6.6", "8.1.1.3", "3.3.3"),
    # 「（あなた|相手）のリングのカードがリタイヤ置場に置かれた時」: a ring card moved to the retire zone
    "your_ring_retired": ("8.1.1.2", "8.1.1.2.1", "8.6.6", "8.1.1.3"),
    "your_retire_put": ("8.1.1.2", "8.1.1.2.1", "8.6.6", "8.1.1.3"),
    "opp_retire_put": ("8.1.1.2", "8.1.1.2.1", "8.6.6", "8.1.1.3"),
    "opp_ring_retired": ("8.1.1.2", "8.1.1.2.1", "8.6.6", "8.1.1.3"),
    # 「このカードのアタックで相手のリングのカードがリタイヤ置場に置かれた時」: the attacking card's
    # (4.14.1) attack put it there (7.1.5.2 / 7.1.5.4); 「このカードがアタックによってリタイヤ置場に
    # 置かれた時」: this card so put there
    "self_attack_retired": ("8.1.1.2", "8.1.1.2.1", "8.6.6", "8.1.1.3", "4.14.1"),
    "self_retired_by_attack": ("8.1.1.2", "8.1.1.2.1", "8.6.6", "8.1.1.3"),
    # 「あなたのリングのカードがアタック（に|で）負けた時」 (3.5.1): the master's ring card put in the
    # retire zone by the opponent's attack (7.1.5.2 / 7.1.5.4)
    "your_ring_retired_by_attack": ("8.1.1.2", "8.1.1.2.1", "8.6.6", "8.1.1.3", "3.5.1"),
    "start:attack": ("8.1.1.2", "8.1.1.2.1", "7.1.2.1"),
    "start:declare": ("8.1.1.2", "8.1.1.2.1", "7.1.2.3"),  # every attack declaration step
    # 「（あなた|相手）がカードを（手札から）プレイした時」: a play (8.4.1.3.1; 6.5.1.2.1 / 6.5.1.2.3)
    # 「（あなた|相手）がカードを引いた時」: a card drawn (4.10.2)
    "your_draws": ("8.1.1.2", "8.1.1.2.1", "4.10.2"),
    # 「（あなた|相手）が手札からカードを公開した時」: a card of the hand revealed (4.12; 3.1.8 it
    # stays there)
    "your_reveals_hand": ("8.1.1.2", "8.1.1.2.1", "4.12"),
    "opp_reveals_hand": ("8.1.1.2", "8.1.1.2.1", "4.12"),
    "opp_draws": ("8.1.1.2", "8.1.1.2.1", "4.10.2"),
    "your_plays": ("8.1.1.2", "8.1.1.2.1", "8.4.1.3.1"),
    "opp_plays": ("8.1.1.2", "8.1.1.2.1", "8.4.1.3.1"),
    "your_plays_hand": ("8.1.1.2", "8.1.1.2.1", "8.4.1.3.1", "6.5.1.2.1"),
    "opp_plays_hand": ("8.1.1.2", "8.1.1.2.1", "8.4.1.3.1", "6.5.1.2.1"),
    "start:partner_block": ("8.1.1.2", "8.1.1.2.1", "7.1.4.1"),  # every partner block step
    # 「（あなた|相手）がパートナーブロックした時」: a partner block made (7.1.4.2, 7.1.4.3)
    "your_partner_blocks": ("8.1.1.2", "8.1.1.2.1", "7.1.4.3", "7.1.4.2"),
    # 「このカードでパートナーブロックした時」: the card the block put in the waiting room
    "self_partner_blocks": ("8.1.1.2", "8.1.1.2.1", "7.1.4.3", "7.1.4.2"),
    "opp_partner_blocks": ("8.1.1.2", "8.1.1.2.1", "7.1.4.3", "7.1.4.2"),
    # 「このカードが（手札から）（リング|ベンチ）にプレイされた時」: this card's play (8.4.1.3.1)
    "self_played": ("8.1.1.2", "8.1.1.2.1", "8.4.1.3.1"),
    "self_played:ring": ("8.1.1.2", "8.1.1.2.1", "8.4.1.3.1", "6.5.1.2.2"),
    "self_played:bench": ("8.1.1.2", "8.1.1.2.1", "8.4.1.3.1", "6.5.1.2.1"),
    # 「このカード（のアタック）がパートナーブロックされた時」: on the attacking card (4.14.1)
    "self_partner_blocked": ("8.1.1.2", "8.1.1.2.1", "7.1.4.3", "7.1.4.2", "4.14.1"),
    "start:resolution": ("8.1.1.2", "8.1.1.2.1", "7.1.5.1"),  # every attack resolution step
    "self_supports": ("8.1.1.2", "8.1.1.2.1", "7.1.3.2.3", "7.1.3.1"),
    "opponent_supports": ("8.1.1.2", "8.1.1.2.1", "7.1.3.2.3", "7.1.3.1"),
    "your_supports": ("8.1.1.2", "8.1.1.2.1", "7.1.3.2.3", "7.1.3.1"),
    # 「（このカード|あなた / 相手のリングのカード）がサポートされた時」: the support made for the
    # attacking ring card (7.1.3.1, 4.14.1)
    "self_supported": ("8.1.1.2", "8.1.1.2.1", "7.1.3.2.3", "7.1.3.1", "4.14.1"),
    "ring_supported": ("8.1.1.2", "8.1.1.2.1", "7.1.3.2.3", "7.1.3.1", "4.14.1"),
    "opp_ring_supported": ("8.1.1.2", "8.1.1.2.1", "7.1.3.2.3", "7.1.3.1", "4.14.1"),
    "your_attacks": ("8.1.1.2", "8.1.1.2.1", "7.1.3.2.3", "4.14.1"),
    "your_partner_attacks": ("8.1.1.2", "8.1.1.2.1", "7.1.3.2.3", "7.1.3.2.2", "4.13.1", "4.14.1"),
    "start:stand": ("8.1.1.2", "8.1.1.2.1", "6.2.1.2"),
    "start:draw": ("8.1.1.2", "8.1.1.2.1", "6.3.1.1"),
    "start:energy": ("8.1.1.2", "8.1.1.2.1", "6.4.1.1"),
    "start:chara": ("8.1.1.2", "8.1.1.2.1", "6.5.1.1"),
    "start:ability": ("8.1.1.2", "8.1.1.2.1", "6.6.1.1"),
    "start:end": ("8.1.1.2", "8.1.1.2.1", "6.8.1.1"),
    # 「（フェイズ）の終わりに」 (8.1.1.2.1): as the phase is left (``turn.phase_over``)
    "phase_end:stand": ("8.1.1.2", "8.1.1.2.1", "6.2.1.4"),
    "phase_end:draw": ("8.1.1.2", "8.1.1.2.1", "6.3.1.3"),
    "phase_end:energy": ("8.1.1.2", "8.1.1.2.1", "6.4.1.3"),
    "phase_end:chara": ("8.1.1.2", "8.1.1.2.1", "6.5.1.3"),
    "phase_end:ability": ("8.1.1.2", "8.1.1.2.1", "6.6.1.4"),
    "phase_end:attack": ("8.1.1.2", "8.1.1.2.1", "7.1.2.2"),
    "end:attack": ("8.1.1.2", "8.1.1.2.1", "7.1.6.1", "7.1.1"),  # 「アタック」: one sub-phase
    "self_used": ("8.1.1.2", "8.1.1.2.1", "8.12.1", "8.12.2"),
    "opp_used": ("8.1.1.2", "8.1.1.2.1", "8.12.1", "8.12.2"),
    "end:partner_attack": ("8.1.1.2", "8.1.1.2.1", "7.1.6.1", "7.1.5.1.1", "4.13.2"),
    # 「このカードのアタックの終わりに」: the end of an attack this card made (4.14.1)
    "end:self_attack": ("8.1.1.2", "8.1.1.2.1", "7.1.6.1", "7.1.1", "4.14.1"),
    "self_partner_attacks": ("8.1.1.2", "8.1.1.2.1", "7.1.3.2.3", "7.1.3.2.2", "4.13.1"),
    "opponent_partner_attacks": ("8.1.1.2", "8.1.1.2.1", "7.1.3.2.3", "7.1.3.2.2", "4.13.1"),
    "self_partner_attacked": (
        "8.1.1.2",
        "8.1.1.2.1",
        "7.1.3.2.3",
        "7.1.3.2.2",
        "4.13.1",
        "4.14.1",
    ),
}


def _contains_text(card: Card, field_: str, text: str) -> bool:
    """2.14.7 「称号に“X”を含む」 (``cardtext.contains_text``)."""
    return contains_text(card, field_, text)


def trigger_conditions(ctx: Ctx, uid: str) -> tuple[str, ...]:
    """The clauses defining the trigger conditions of the automatic techniques of card ``uid``
    the engine reads (``Game.trigger_conditions``)."""
    card = ctx.card(uid)
    if card is None:
        return ()
    out: tuple[str, ...] = ()
    for _i, prog in programs(card):
        if (
            prog.kind == "auto"
            and prog.keyword is None
            and (
                (prog.trigger or "").partition("@")[0] in TRIGGER_CLAUSES
                or (prog.trigger or "").startswith("state:")
            )
        ):
            out += trigger_clauses(prog.trigger or "")
    return tuple(dict.fromkeys(out))


def _event_card_described(
    ctx: Ctx, card: Card, attrs: tuple[str, ...], info: tuple[tuple[str, str], ...]
) -> bool:
    """Whether the card of a trigger's event (the supporter, the attacker, the card attacked) is
    the one its trigger describes: the technique attributes it holds (2.15.1, printed or added
    2.15.2) and the texts of its information (2.14.7, ♠ ♥ 2.4.1.1)."""
    from ruling.games._vs.cardtext import holds_attributes

    return (not attrs or holds_attributes(ctx, card, attrs)) and all(
        contains_text(card, f, x) for f, x in info
    )


def _described_clauses(
    attrs: tuple[str, ...], info: tuple[tuple[str, str], ...]
) -> tuple[str, ...]:
    return (*(("2.15.1",) if attrs else ()), *info_clauses(info))


def _program(ctx: Ctx, uid: str, index: int) -> Program | None:
    card = ctx.card(uid)
    if card is None:
        return None
    return next((p for i, p in programs(card) if i == index), None)


# 8.6.9 / 8.6.9.1: a state trigger (``state:<who>:<zone>:<none|some>``, cardtext._state_trigger)
STATE_CLAUSES = ("8.1.1.2", "8.1.1.2.1", "8.6.9", "8.6.9.1")
STATE_ZONE_NAMES = {
    "hand": ("手札", "hand"),
    "deck": ("山札", "deck"),
    "waiting": ("控え室", "waiting room"),
    "retire": ("リタイヤ置場", "retire zone"),
    "bench": ("ベンチ", "bench"),
}


def trigger_clauses(trig: str) -> tuple[str, ...]:
    """The clauses of a trigger tag; 「あなたの / 相手の…の始めに」 (``tag@you`` / ``tag@opponent``)
    adds the turn player's phases (6.1.1)."""
    if trig.startswith("state:"):
        return STATE_CLAUSES
    if trig.startswith("moved:"):
        # a zone-move trigger (8.6.6), read in the [領域] of its technique (8.1.1.2.1), the card
        # found in the zone it reached after the move (8.1.1.3)
        return ("8.1.1.2", "8.1.1.2.1", "8.6.6", "8.1.1.3")
    base, _, owner = trig.partition("@")
    return TRIGGER_CLAUSES[base] + (("6.1.1",) if owner else ())


def _owned(ctx: Ctx, tag: str) -> list[Triggered]:
    """The timing triggers of 「あなたの / 相手の（ターン|…フェイズ）の始めに」 at ``tag``: the
    turn player's 「あなたの」 ones and the other player's 「相手の」 ones (6.1.1: the turn and its
    phases are the turn player's)."""
    tp = ctx.state.turn.player
    if tp is None:
        return []
    return [
        *_auto(ctx, [tp], f"{tag}@you"),
        *_auto(ctx, [ctx.state.opponent(tp)], f"{tag}@opponent"),
    ]


# 6.8.1.1 / 6.8.1.5: the 「エンドフェイズの始めに」「ターンの終わりに」 trigger conditions already met
# this turn ({"turn": N, "keys": [...]}, a key per technique of a card object, 3.1.3)
END_MET = "vs.end_met"


# the reading of the audit's turn_end_returned_card taken in this end phase
END_READING = "vs.turn_end_reading"


def _end_key(ctx: Ctx, uid: str, index: int) -> str:
    card = ctx.card(uid)
    return f"{uid}|{card.placed if card else 0}|{index}"


def _loose(key: str) -> str:
    """The key of the technique whatever the card object (the card's uid and the index)."""
    uid, _placed, index = key.split("|")
    return f"{uid}|{index}"


def _recorded(ctx: Ctx) -> set[str]:
    met = ctx.state.vars.get(END_MET) or {}
    return set(met.get("keys") or ()) if met.get("turn") == ctx.state.turn.number else set()


def end_returned(ctx: Ctx) -> list[str]:
    """The cards whose end-phase technique met its trigger condition this turn, then left its
    zone and came back — a new card (3.1.3) with the same text: whether its technique is one
    that 「has not met it yet this turn」 (6.8.1.1) is the audit's turn_end_returned_card."""
    rec = _recorded(ctx)
    loose = {_loose(k) for k in rec}
    return [uid for k, uid in end_triggers(ctx) if k not in rec and _loose(k) in loose]


def end_met(ctx: Ctx) -> set[str]:
    """The keys of the end-phase trigger conditions met this turn (``END_MET``); under the
    reading ``same_ability`` of turn_end_returned_card, a card that came back is one of them."""
    rec = _recorded(ctx)
    if ctx.state.vars.get(END_READING) == "same_ability":
        loose = {_loose(k) for k in rec}
        rec |= {k for k, _uid in end_triggers(ctx) if _loose(k) in loose}
    return rec


def end_triggers(ctx: Ctx) -> list[tuple[str, str]]:
    """(key, card uid) of each automatic technique whose trigger condition the start of the end
    phase meets now (6.8.1.1: 「エンドフェイズの始めに」「ターンの終わりに」, the tag ``start:end``;
    「あなたの / 相手の」 of the turn player's turn, 6.1.1): a face-up card in its [領域]
    (8.1.1.2.1) — met or not yet met this turn (``end_met``)."""
    st = ctx.state
    tp = st.turn.player
    out: list[tuple[str, str]] = []
    for p in st.order():
        for zid in st.players[p].zones:
            for c in stated_cards(ctx.zone(p, zid)):
                if not c.text or not c.face_up:
                    continue
                for i, prog in programs(c):
                    base, _, owner = (prog.trigger or "").partition("@")
                    if prog.kind != "auto" or prog.keyword is not None or base != "start:end":
                        continue
                    if (owner == "you" and p != tp) or (owner == "opponent" and p == tp):
                        continue
                    if _in_area(ctx, c.uid, prog):
                        out.append((_end_key(ctx, c.uid, i), c.uid))
    return out


def _met_this_turn(ctx: Ctx, master: str, uid: str) -> Triggered:
    """6.8.1.1: the end phase started over meets only the trigger conditions not yet met this
    turn: this one was (read, and it does not trigger again)."""
    return Triggered(
        master,
        uid,
        clauses=("6.8.1.1",),
        blocked=(
            f"{label(ctx, uid)} の技の誘発条件はこのターン中にすでに満たされているため、再び誘発しない",
            f"{label(ctx, uid)}'s technique already met its trigger condition this turn: it does "
            "not trigger again",
        ),
        touches=(uid,),
    )


# a replaced draw counted as done for the triggers on a draw (``basic.replaced_action``)
DRAW_DONE = "vs.draw_done"


def draw_watched(ctx: Ctx, player: str) -> bool:
    """Whether an automatic technique in force triggers on ``player``'s draw (「あなたがカードを
    引いた時」 of that player's card, 「相手がカードを引いた時」 of the opponent's): a face-up card
    in its [領域] (8.1.1.2.1)."""
    st = ctx.state
    for p in st.players:
        trig = "your_draws" if p == player else "opp_draws"
        for zid in st.players[p].zones:
            for c in stated_cards(ctx.zone(p, zid)):
                if not c.text or not c.face_up:
                    continue
                for _i, prog in programs(c):
                    if prog.kind == "auto" and prog.trigger == trig and _in_area(ctx, c.uid, prog):
                        return True
    return False


def _in_area(ctx: Ctx, uid: str, prog: Program, left: dict[str, str] | None = None) -> bool:
    """8.1.1.2.1: with its card not in the [領域], an automatic technique does not trigger.
    ``left``: cards the triggering event moved, with the zone each left — a zone-move trigger
    reads where its own card was (8.6.6)."""
    where = (left or {}).get(uid) or zone_of(ctx, uid)
    return not prog.areas or where in prog.areas


# set while ``trigger_flip`` reads an event for the face-down surprise cards it meets (12.3.1):
# ``_auto`` then finds their [conditions] instead of the automatic techniques
_SURPRISE_READ: ContextVar[bool] = ContextVar("vs_surprise_read", default=False)
# set while ``delayed_trigger`` reads an event for the delayed triggers waiting for one (8.6.8:
# 「次に…した時」): ``_auto`` then finds those instead of the automatic techniques
_DELAYED_READ: ContextVar[tuple[Any, ...] | None] = ContextVar("vs_delayed_read", default=None)
# the pending technique being resolved (its ``Pending.id``: the order it was put in the resolution
# zone, 8.1.1.3.2), for the value effects it makes (8.9.1.4 「それが使用された時点」, ``_set_used``)
_RESOLVING: ContextVar[int | None] = ContextVar("vs_resolving", default=None)
# the techniques being resolved (card, index): a state trigger is not used again while it resolves
# — 8.6.9.1 uses it again only 「この自動能力が解決またはキャンセルされた後」, its entry leaving the
# resolution zone when resolved (8.6.12)
_RESOLVING_TECH: ContextVar[tuple[tuple[str, Any], ...]] = ContextVar(
    "vs_resolving_tech", default=()
)


def _used_as_named(ctx: Ctx, t: Triggered, ev: Any) -> bool:
    """「あなたが（このカード以外の）《X》の技を使った時」 / 「あなたが【X】を使った時」
    (``Program.trigger_used``): the technique used (``ev``: its card and index) has the attributes
    named (2.15.1), one of the names named (2.13.1) and, where said, is of a card other than the
    one whose trigger this is. A trigger naming none: any technique."""
    if t.blocked or not t.data:
        return True
    prog = _program(ctx, t.source or "", t.data["index"])
    want = getattr(prog, "trigger_used", None)
    if want is None:
        return True
    attrs, other, names, zones = want
    uid = ev.data.get("uid")
    if other and uid == t.source:
        return False
    if zones and (not uid or zone_of(ctx, uid) not in zones):
        # 「リングのカードが技を使った時」: the technique's card in the ring as it is used
        return False
    index = ev.data.get("index")
    used = _program(ctx, uid, index) if uid and index is not None else None
    have = set(getattr(used, "attributes", ()) or ())
    # a technique with several names has each of them (2.13.3.1)
    named = set(getattr(used, "names", ()) or ())
    return set(attrs) <= have and (not names or bool(named & set(names)))


def _by_name(ctx: Ctx, t: Triggered, ev: Any) -> Triggered:
    """A 「【X】を使った時」 met by the technique's name: the trigger cites where a technique's
    name is and how 【X】 refers to it (2.13.1), and, for a technique of several names, that each
    counts apart (2.13.3.1)."""
    if t.blocked or not t.data:
        return t
    want = getattr(_program(ctx, t.source or "", t.data["index"]), "trigger_used", None)
    if want is None or not want[2]:
        return t
    uid, index = ev.data.get("uid"), ev.data.get("index")
    used = _program(ctx, uid, index) if uid and index is not None else None
    several = len(getattr(used, "names", ()) or ()) > 1
    return replace(t, clauses=(*t.clauses, "2.13.1", *(("2.13.3", "2.13.3.1") if several else ())))


def _auto(
    ctx: Ctx, players: list[str], trig: str, left: dict[str, str] | None = None
) -> list[Triggered]:
    if _SURPRISE_READ.get():
        return _surprise_met(ctx, players, trig)
    waiting = _DELAYED_READ.get()
    if waiting is not None:
        return [
            Triggered(
                d["master"],
                d["uid"],
                {"delayed": d["id"], "index": -1},
                ("8.6.8", *trigger_clauses(trig)[2:]),
            )
            for d in waiting
            if d["when"] == trig and d["master"] in players
        ]
    out = []
    met = end_met(ctx) if trig.partition("@")[0] == "start:end" else set()
    for p in players:
        for zid in ctx.state.players[p].zones:
            for c in stated_cards(ctx.zone(p, zid)):
                if not c.text or not c.face_up:
                    continue
                for i, prog in programs(c):
                    if prog.kind == "auto" and prog.trigger == trig and prog.keyword is None:
                        if not _in_area(ctx, c.uid, prog, left):
                            out.append(_off_area(ctx, p, c.uid, zid, prog))
                        elif _end_key(ctx, c.uid, i) in met:
                            out.append(_met_this_turn(ctx, p, c.uid))
                        elif _spent(ctx, c.uid, i, prog):
                            out.append(_spent_trigger(ctx, p, c.uid, i, prog, trig))
                        else:
                            # a limited one cancelled this turn: its limit (8.12.3) is read and
                            # not reached — a cancelled technique was not used (8.12.1)
                            read = (
                                ("8.12.3", "8.12.1")
                                if prog.limit is not None
                                and turn_cancelled(ctx, c.uid, i, prog.limit_per) > 0
                                else ()
                            )
                            if not prog.areas:
                                out.append(_no_area(ctx, p, c.uid, zid, i, trig, prog))
                                continue
                            up = turned_up_at(ctx, c.uid)
                            out.append(
                                Triggered(
                                    p,
                                    c.uid,
                                    {"index": i, "trigger": trig, "zone": zid},
                                    trigger_clauses(trig) + area_clauses(prog.areas) + read,
                                    # the step that turned its card face up where it is (the
                                    # pre-game 5.2.1.6): its text works from then on
                                    made_by=(up,) if up is not None else (),
                                )
                            )
    return out


def turned_up_at(ctx: Ctx, uid: str) -> int | None:
    """The step that turned card ``uid`` face up since it came where it is now (a card put face
    down, then turned: the ring cards of the pre-game procedure, 5.2.1.2 / 5.2.1.6) — what lets
    its techniques work there; None when it came face up."""
    from ruling.rules import SetCard

    found = None
    for step, _seq, ev in ctx.events(max(arrived_at(ctx, uid), 0)):
        if isinstance(ev, SetCard) and ev.uid == uid and ev.changes.get("face_up") is True:
            found = step
    return found


# the triggers 「パートナーアタックした時」 (7.1.3.2.3) of the attacking side and of the other
PARTNER_ATTACK_TRIGGERS = (
    "self_partner_attacks",
    "your_partner_attacks",
    "opponent_partner_attacks",
    "self_partner_attacked",
)


def partner_attack_triggers(ctx: Ctx) -> bool:
    """Whether a technique of either player's cards in its [領域] names 「パートナーアタックした時」
    (``PARTNER_ATTACK_TRIGGERS``; a face-down surprise naming it too): what a reading of whether
    a partner support of the first player's first turn meets it would change."""
    players = list(ctx.state.order())
    if any(_auto(ctx, players, t) for t in PARTNER_ATTACK_TRIGGERS):
        return True
    return any(
        prog.trigger in PARTNER_ATTACK_TRIGGERS
        for pid in players
        for c in ctx.zone(pid, "surprise")
        if c is not None
        for _i, prog in programs(c)
    )


def _partner_attacks(ctx: Ctx, partner: bool, found: list[Triggered]) -> list[Triggered]:
    """The triggers 「パートナーアタックした時」 found at an attack: as they are when the attack is
    a partner attack (7.1.3.2.2), else each read and not triggered (7.1.3.2.5: a normal attack)."""
    if partner:
        return found
    return _read_not_triggered(
        found,
        ("7.1.3.2.2", "7.1.3.2.5"),
        lambda t: (
            f"このアタックはパートナーアタックではないため、{label(ctx, t.source or '')} の"
            "「パートナーアタックした時」は誘発しない",
            f"this attack is a normal attack: {label(ctx, t.source or '')}'s 'when … makes a "
            "partner attack' does not trigger",
        ),
        lambda t: (t.source,) if t.source else (),
    )


def _read_not_triggered(
    found: list[Triggered],
    clauses: tuple[str, ...],
    why: Callable[[Triggered], tuple[str, str]],
    touches: Callable[[Triggered], tuple[str, ...]],
    near_miss: bool = False,
) -> list[Triggered]:
    """Triggers found whose event is not the one their text names: each (not already blocked)
    read and not triggered, for the reason ``why`` gives (ja, en) under ``clauses``."""
    return [
        t
        if t.blocked
        else Triggered(
            t.master,
            t.source,
            clauses=clauses,
            blocked=why(t),
            touches=touches(t),
            near_miss=near_miss,
        )
        for t in found
    ]


def _uses_key(ctx: Ctx, uid: str, index: int) -> str:
    card = ctx.card(uid)
    return f"vs.uses.{uid}.{card.placed if card else 0}.{index}"


def turn_uses(ctx: Ctx, uid: str, index: int, per: str = "turn") -> int:
    """How many times technique ``index`` of card ``uid`` was used (resolved, 8.12.1) this turn
    (``per`` "game": this game, 「1ゲームにN回まで」) by this object (a card that changed zones is
    a new one, 3.1.3)."""
    used = ctx.state.vars.get(_uses_key(ctx, uid, index)) or {}
    if per == "game":
        return int(used.get("total", 0))
    return int(used.get("count", 0)) if used.get("turn") == ctx.state.turn.number else 0


def turn_cancelled(ctx: Ctx, uid: str, index: int, per: str = "turn") -> int:
    """How many activations of technique ``index`` of card ``uid`` were cancelled this turn (not
    used, 8.12.1); ``per`` "game": this game."""
    used = ctx.state.vars.get(_uses_key(ctx, uid, index)) or {}
    if per == "game":
        return int(used.get("cancelled_total", 0))
    return int(used.get("cancelled", 0)) if used.get("turn") == ctx.state.turn.number else 0


def _spent(ctx: Ctx, uid: str, index: int, prog: Program | None) -> bool:
    """「この技は1ターンにN回まで使える」 used N times this turn, or 「…は技を使えない」 in force on
    its card (``cardtext.cannot_use``): it 「使えない」 (8.12)."""
    from ruling.games._vs.cardtext import cannot_use

    if prog is None:
        return False
    if prog.limit is not None and turn_uses(ctx, uid, index, prog.limit_per) >= prog.limit:
        return True
    return cannot_use(ctx, uid, prog.kind) is not None


def _spent_by_effect(ctx: Ctx, uid: str, index: int, prog: Program) -> tuple[str, ...]:
    """1.3.3 when technique ``index`` 「使えない」 by an effect that prohibits it (``cannot_use``)
    rather than by its own count limit: the prohibition prevails over the use the rules allow."""
    from ruling.games._vs.cardtext import cannot_use

    n = turn_uses(ctx, uid, index, prog.limit_per)
    if prog.limit is not None and n >= prog.limit:
        return ()
    return ("1.3.3",) if cannot_use(ctx, uid, prog.kind) is not None else ()


def _spent_why(ctx: Ctx, uid: str, index: int, prog: Program) -> tuple[str, str]:
    from ruling.games._vs.cardtext import cannot_use

    n = turn_uses(ctx, uid, index, prog.limit_per)
    if prog.limit is None or n < prog.limit:
        by = cannot_use(ctx, uid, prog.kind) or ""
        return (
            f"{label(ctx, uid)} の技は「{by}」により使えない",
            f"{label(ctx, uid)}'s techniques cannot be used (「{by}」)",
        )
    if prog.limit_per == "game":
        return (
            f"{label(ctx, uid)} の技はこのゲームですでに{n}回使ったため（1ゲームに{prog.limit}回まで）、"
            "使えない",
            f"{label(ctx, uid)}'s technique was already used {n} time(s) this game (at most "
            f"{prog.limit}): it cannot be used",
        )
    return (
        f"{label(ctx, uid)} の技はこのターンにすでに{n}回使ったため（1ターンに{prog.limit}回まで）、"
        "使えない",
        f"{label(ctx, uid)}'s technique was already used {n} time(s) this turn (at most "
        f"{prog.limit}): it cannot be used",
    )


def _spent_trigger(
    ctx: Ctx, master: str, uid: str, index: int, prog: Program, trig: str = ""
) -> Triggered:
    """8.12.3: an automatic technique that 「使えない」 does not trigger — its trigger condition
    met all the same (the clauses of ``trig`` past 8.1.1.2 / 8.1.1.2.1, that say when)."""
    ja, en = _spent_why(ctx, uid, index, prog)
    met = (
        tuple(c for c in trigger_clauses(trig) if c not in ("8.1.1.2", "8.1.1.2.1")) if trig else ()
    )
    return Triggered(
        master,
        uid,
        clauses=("8.12.3", "8.12.1", *_spent_by_effect(ctx, uid, index, prog), *met),
        blocked=(f"{ja}: 誘発しない", f"{en}: it does not trigger"),
        touches=(uid, f"var:{_uses_key(ctx, uid, index)}"),
    )


def _off_area(ctx: Ctx, master: str, uid: str, zid: str, prog: Program) -> Triggered:
    """8.1.1.2.1 / 2.14.4: the trigger condition of an automatic technique is met while its card
    is not in the zone its [領域] names: it does not trigger (read, and nothing pending)."""
    zdef = ctx.game.zone(zid)
    ja, en = (zdef.ja, zdef.en) if zdef is not None else (zid, zid)
    return Triggered(
        master,
        uid,
        clauses=("8.1.1.2.1", "2.14.4", *area_clauses(prog.areas)),
        blocked=(
            f"{label(ctx, uid)} は技の[領域]ではない{ja}にあるため、誘発条件を満たしてもその技は"
            "誘発しない",
            f"{label(ctx, uid)} is in the {en}, not the zone its technique names: its trigger "
            "condition is met but it does not trigger",
        ),
        touches=(uid, *_affects(ctx, master, prog)),
    )


def _no_area(
    ctx: Ctx, master: str, uid: str, zid: str, i: int, trig: str, prog: Program
) -> Triggered:
    """An automatic technique printed with no [領域] whose trigger condition is met: where it is
    in force the rules do not say — 8.1.1.2.1 restricts a printed area, 8.1.1 / 2.14.4 make the
    area where it works. The audit's technique_without_area: the engine's reading, no zone (it
    does not trigger), and the other, no restriction (it triggers), both run."""
    return Triggered(
        master,
        uid,
        {"index": i, "trigger": trig, "zone": zid},
        ("8.1.1", "2.14.4", "8.1.1.2.1"),
        blocked=(
            f"{label(ctx, uid)} の技には[領域]が書かれていないため、有効になる領域がなく誘発しない",
            f"{label(ctx, uid)}'s technique prints no [領域]: no zone where it works, it does not "
            "trigger",
        ),
        touches=(uid, *_affects(ctx, master, prog)),
        reading=("vs", "technique_without_area", "works"),
    )


def trigger_technique(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    """The automatic techniques ``ev`` triggers. One whose trigger condition is met more than
    once — twice by this event, or again while it still waits in the resolution zone — is put
    there that many times (8.6.3): each entry says so."""
    found = _trigger_technique(ctx, ev, step)

    def key(t: Triggered) -> tuple[str | None, Any]:
        return t.source, t.data.get("index")

    live = [key(t) for t in found if t.blocked is None and "index" in t.data]
    waiting = {(p.source, p.data.get("index")) for p in ctx.state.pending}
    again = {k for k in live if live.count(k) > 1 or k in waiting}
    return [
        replace(t, clauses=(*t.clauses, "8.6.3"))
        if t.blocked is None and "index" in t.data and key(t) in again
        else t
        for t in found
    ]


def _state_triggers(ctx: Ctx, surprise: bool = False) -> list[Triggered]:
    """8.6.9 「自動能力が、特定の事項が発生した事ではなく、特定の条件が満たされていることを誘発
    条件としている場合があります(例「あなたの手札にカードがない時、～」等)」: after each event, a
    state trigger of a card in its [領域] (8.1.1.2.1) whose state holds is put in the resolution
    zone — once (8.6.9.1 「その状態が発生した時に1度だけ使用されます」): not while an entry of it
    still waits there; resolved or cancelled with the state still holding, it is used again.
    ``surprise``: the face-down surprise cards whose [condition] is a state instead (12.3.1:
    turned face up when it is met; 8.1.1.2.2 a trigger condition, 8.6.9 a state one), for the
    flip (``trigger_flip``)."""
    st = ctx.state
    waiting = {(p.source, p.data.get("index")) for p in st.pending}
    waiting |= set(_RESOLVING_TECH.get())  # still resolving: not yet 「解決…された後」 (8.6.9.1)
    out: list[Triggered] = []
    for p in st.order():
        for zid in ("surprise",) if surprise else st.players[p].zones:
            for c in stated_cards(ctx.zone(p, zid)):
                if not c.text or c.face_up is surprise:
                    continue
                for i, prog in programs(c):
                    trig = prog.trigger or ""
                    if (
                        prog.kind != "auto"
                        or prog.keyword != ("surprise" if surprise else None)
                        or not trig.startswith("state:")
                    ):
                        continue
                    if (c.uid, i) in waiting or not (surprise or _in_area(ctx, c.uid, prog)):
                        continue
                    if _spent(ctx, c.uid, i, prog):
                        continue
                    _tag, who, zone, how = trig.split(":")
                    whose = p if who == "you" else st.opponent(p)
                    frames = BENCH_ZONES if zone == "bench" else (zone,)
                    n = sum(len(ctx.zone(whose, z)) for z in frames)
                    if (
                        n == 0
                        and zone != "bench"
                        and unknown_zone(ctx, whose, zone, *STATE_ZONE_NAMES[zone], ("8.6.9",))
                    ):
                        # a zone the scenario did not list is unknown, not empty: so assumed
                        # (a state on its count is then taken not to hold)
                        continue
                    if not pile_holds(n, how):
                        continue
                    arrived = arrived_at(ctx, c.uid)
                    used = [s for s in ctx.triggered_at(c.uid, i) if s > arrived]
                    still = bool(used) and state_held_since(ctx, whose, frames, how, used[-1] + 1)
                    if surprise and still:
                        # a flip not taken: the → technique was neither resolved nor cancelled
                        # (8.1.1.2.2 puts it in the resolution zone only when turned face up), so
                        # 8.6.9.1's 「解決またはキャンセルされた後」 does not reach it — its state
                        # was used once (「1度だけ」) and is not offered again while it holds
                        continue
                    # the card came where its technique works (moved in this ruling) while the
                    # state already held, and has held since: 8.6.9's 「特定の条件が満たされて
                    # いることを誘発条件」 against 8.6.9.1's 「その状態が発生した時に1度だけ」 — the
                    # point state_trigger_already_met, both readings run (used, first)
                    already = (
                        not used
                        and arrived >= 0
                        and state_held_since(ctx, whose, frames, how, arrived)
                    )
                    out.append(
                        Triggered(
                            p,
                            c.uid,
                            {"index": i}
                            if surprise
                            else {"index": i, "trigger": trig, "zone": zid},
                            ("3.9.1", "12.3.1", "2.14.6", "8.1.1.2.2", *STATE_CLAUSES)
                            if surprise
                            else STATE_CLAUSES + area_clauses(prog.areas),
                            touches=(f"{whose}.{zone}",),
                            # used before, and its state has held ever since: 8.6.9.1's 「その状態
                            # が発生した時に1度だけ」 against its 「再びその自動能力の誘発条件が満たされ
                            # ている場合、その能力は再度使用されます」 — the point
                            # state_trigger_still_met, both readings run (the engine's own, used
                            # again, first)
                            **(
                                {
                                    "blocked": (
                                        f"{label(ctx, c.uid)} の状態誘発は、その状態が続いている"
                                        "ため再び使用されない（状態が発生した時に1度だけ）",
                                        f"{label(ctx, c.uid)}'s state trigger is not used again "
                                        "while its state merely holds (once when it arises)",
                                    ),
                                    "reading": (
                                        "vs",
                                        "state_trigger_still_met",
                                        "while_met",
                                        *((("12.3.1",),) if surprise else ()),
                                    ),
                                }
                                if still
                                else {
                                    "blocked": (
                                        f"{label(ctx, c.uid)} の状態誘発の状態は、このカードが置か"
                                        "れた時点ですでに満たされていたため、発生しておらず使用され"
                                        "ない（その読み）",
                                        f"{label(ctx, c.uid)}'s state trigger: its state already "
                                        "held when the card came there, so it did not arise and "
                                        "the technique is not used (that reading)",
                                    ),
                                    # a surprise: its [condition] met when it was set (12.3.1)
                                    "reading": (
                                        "vs",
                                        "state_trigger_already_met",
                                        "triggers",
                                        *((("12.3.1",),) if surprise else ()),
                                    ),
                                }
                                if already
                                else {}
                            ),
                        )
                    )
    return out


def _put_in_ring(ctx: Ctx, ev: Move, step: int) -> list[Triggered]:
    """「[リング]このカードが（山札から）リングに置かれた時」: a zone-move trigger (8.6.6) of the
    card moved in (from the zone it names), checked in the ring after the move (8.1.1.3), its
    [領域] the ring it is now in (8.1.1.2.1). From another zone: read, not triggered."""
    card = ctx.card(ev.uid)
    if card is None or ctx.where(ev.uid) != (ev.player, "ring"):
        return []
    left = next((m[2] for m in ctx.moves(step) if m[0] == ev.uid), "")
    came = "bench" if left.startswith("bench") else left  # a frame of the bench (3.3.3.2)
    out: list[Triggered] = []
    for _i, prog in programs(card):
        if (
            prog.trigger_from
            and came not in prog.trigger_from
            and prog.kind == "auto"
            and prog.trigger == "self_put_ring"
        ):
            out.append(
                _from_elsewhere(ctx, ev, prog, came, "self_put_ring", "リング", "into the ring")
            )
    return out + [
        Triggered(
            ev.player,
            ev.uid,
            {"index": i, "trigger": "self_put_ring", "zone": "ring"},
            TRIGGER_CLAUSES["self_put_ring"] + area_clauses(prog.areas),
        )
        for i, prog in programs(card)
        if prog.kind == "auto"
        and prog.trigger == "self_put_ring"
        and prog.keyword is None
        and _in_area_moved(ctx, ev.uid, prog, left)
        and (not prog.trigger_from or came in prog.trigger_from)
    ]


def _in_area_moved(ctx: Ctx, uid: str, prog: Program, left: str) -> bool:
    """The [領域] of a technique triggered by its own card's move (8.1.1.2.1 「自身の領域移動を
    ともなう場合には移動前の[領域]も参照し誘発します」): the zone it reached or the zone it left
    (``left``)."""
    return _in_area(ctx, uid, prog) or bool(left) and _in_area(ctx, uid, prog, {uid: left})


def _from_elsewhere(
    ctx: Ctx, ev: Move, prog: Any, came: str, trigger: str, to_ja: str, to_en: str
) -> Triggered:
    """A zone-move trigger naming where the card comes from (「手札からリングに置かれた時」), read
    and not triggered because the card came from another zone (8.6.6)."""
    card = ctx.card(ev.uid)
    assert card is not None
    frm = "、".join(_ZONE_JA.get(z, z) for z in prog.trigger_from)
    return Triggered(
        ev.player,
        ev.uid,
        clauses=("8.6.6", *TRIGGER_CLAUSES[trigger]),
        blocked=(
            f"{card.label} は{_ZONE_JA.get(came, came)}から{to_ja}に置かれたため、"
            f"「{frm}から{to_ja}に置かれた時」は誘発しない",
            f"{card.label} came {to_en} from the {came}: 「…from the "
            f"{', '.join(prog.trigger_from)}」 does not trigger",
        ),
        touches=(ev.uid, *_affects(ctx, ev.player, prog)),
    )


def _put_on_bench(ctx: Ctx, ev: Move, step: int) -> list[Triggered]:
    """「[ベンチ]このカードが（手札から）ベンチに置かれた時」: a zone-move trigger (8.6.6) of the
    card moved onto a frame of the bench from another zone (a move between frames is within the
    bench, 3.3.3 — the engine's reading of ``bench_frame_move``), checked there after the move
    (8.1.1.3), its [領域] the bench it is now on (8.1.1.2.1). From a zone it does not name: read,
    not triggered."""
    card = ctx.card(ev.uid)
    w = ctx.where(ev.uid)
    if card is None or w is None or w[0] != ev.player or w[1] not in BENCH_ZONES:
        return []
    came = next((m[2] for m in ctx.moves(step) if m[0] == ev.uid), "")
    if came.startswith("bench"):
        return []
    out: list[Triggered] = []
    for i, prog in programs(card):
        if prog.kind != "auto" or prog.trigger != "self_put_bench" or prog.keyword is not None:
            continue
        if prog.trigger_from and came not in prog.trigger_from:
            out.append(
                _from_elsewhere(ctx, ev, prog, came, "self_put_bench", "ベンチ", "onto the bench")
            )
        elif _in_area_moved(ctx, ev.uid, prog, came):
            out.append(
                Triggered(
                    ev.player,
                    ev.uid,
                    {"index": i, "trigger": "self_put_bench", "zone": w[1]},
                    TRIGGER_CLAUSES["self_put_bench"] + area_clauses(prog.areas),
                )
            )
    return out


def _moved(ctx: Ctx, step: int) -> list[Triggered]:
    """「（あなた|相手）の（<領域>の）（<X>の）カードが<領域>に置かれた時」 (8.6.6: from where to
    where): each card of the move found in the zone it reached (8.1.1.3) meets the
    ``moved:<you|opp>:<from>:<to>`` triggers of that zone's player's (``you``) and the other
    player's (``opp``) cards, the zone it left named or not, when the card is the one the text
    describes (``Program.trigger_target``: 2.15.1, 2.14.7); the moved card's own technique
    reads the zone it left (8.1.1.2.1)."""
    out: list[Triggered] = []
    st = ctx.state
    for uid, _pid, zfrom, tp, zto in ctx.moves(step):
        card = ctx.card(uid)
        reach = "bench" if zto.startswith("bench") else zto  # a frame of the bench (3.3.3.2)
        w = ctx.where(uid)
        if card is None or w is None or w[0] != tp or w[1] != zto:
            continue
        left = "bench" if zfrom.startswith("bench") else zfrom
        if left == reach:
            continue  # a move between the bench's frames is not one into the bench (3.3.3)
        # the zone reached, or any (「…から離れた時」: the zone left named, 8.6.6)
        # 「フィールドの」: the ring and the bench together (3.3.1) — a card leaving either left it
        fields = ("field",) if left in ("ring", "bench") and reach not in ("ring", "bench") else ()
        keys = [(src, reach) for src in dict.fromkeys((left, *fields, "any"))] + [
            (src, "any") for src in (left, *fields)
        ]
        for src, to in keys:
            for who, players in (("you", [tp]), ("opp", [st.opponent(tp)])):
                for t in _auto(ctx, players, f"moved:{who}:{src}:{to}", {uid: zfrom}):
                    if src == "field":
                        t = replace(t, clauses=(*t.clauses, "3.3.1"))
                    prog = _program(ctx, t.source or "", int((t.data or {}).get("index", -1)))
                    want = prog.trigger_target if prog is not None else None
                    if want is not None and not t.blocked:
                        if not described_as(ctx, card, *want):
                            continue
                        t = replace(
                            t,
                            clauses=(
                                *t.clauses,
                                *(("2.15.1",) if want[0] else ()),
                                *info_clauses(want[1]),
                            ),
                        )
                    # the card of the event, for 「そのカード」 the technique reads (8.6.6)
                    t = replace(t, data={**t.data, "event_card": uid})
                    out.append(t)
    return out


def _turn_surprise(ctx: Ctx, master: str, op: Any, cause: tuple[int, ...]) -> Proc:
    """「（相手|あなた）のサプライズ置場のカードを表にする / 裏にする」: the card of that surprise zone
    turned (4.9.1.5 「カードを表向き状態にすることを「表にする」といいます」). Turned face up by an
    effect, not by its own condition, its text does not trigger (12.3.1: only 「そのカード自身の
    条件を満たしたことで表にした場合」): a face-up surprise card with nothing of it in the
    resolution zone, the rule process of 9.7.1 moves it at the next check timing."""
    pid = ctx.state.opponent(master) if op.who == "opp_surprise" else master
    up = op.value == "face_up"
    cards = [c for c in ctx.zone(pid, "surprise") if c is not None and bool(c.face_up) != up]
    if not cards:
        yield Mark(
            caused_by=cause,
            clauses=("4.9.1.5", *ctx.principle("impossible")),
            ja=f"{pid} のサプライズ置場に{'裏' if up else '表'}向きのカードがない: 何もしない",
            en=f"no face-{'down' if up else 'up'} card in {pid}'s surprise zone: nothing is done",
            touches=(f"{pid}.surprise",),
        )
        return
    for c in cards:
        yield SetCard(
            uid=c.uid,
            changes={"face_up": up},
            caused_by=cause,
            clauses=("4.9.1.5", *(("12.3.1",) if up else ())),
            ja=f"{master} は {pid} のサプライズ置場の {c.label} を{'表' if up else '裏'}にする"
            + (
                "（自身の条件を満たして表にしたのではないため、→以降のテキストは誘発しない）"
                if up
                else ""
            ),
            en=f"{master} turns {c.label} in {pid}'s surprise zone face {'up' if up else 'down'}"
            + (" (not by its own condition: the text after → does not trigger)" if up else ""),
        )


# the own-move triggers read by the zone a Move reaches (8.6.6): 「このカードが控え室に置かれた時」,
# 「このカードがエネルギー置場に置かれた時」 (the energy zone of 3.4.1, an energy phase's card
# 6.4.1.2 or an effect's)
SELF_PUT_TRIGGERS = {"waiting": "self_waiting", "energy": "self_energy"}


def _self_put(ctx: Ctx, step: int, zone: str, by: str | None = None) -> list[Triggered]:
    """「このカードが<zone>に置かれた時」 (8.6.6): this card's own move into ``zone`` (the waiting
    room, the energy zone: ``SELF_PUT_TRIGGERS``), from the [領域] its technique names
    (8.1.1.2.1), found there after the move (8.1.1.3). ``by``: the master of the technique whose
    effect made the move (None: the rules made it)."""
    out: list[Triggered] = []
    trigger = SELF_PUT_TRIGGERS[zone]
    for uid, pid, zfrom, _to, zto in ctx.moves(step):
        card = ctx.card(uid)
        if card is None or zto != zone or ctx.where(uid) != (pid, zone):
            continue
        out += _own_move_triggers(ctx, card, pid, zfrom, zone, trigger, by)
    return out


def _made_by(ev: Event) -> str | None:
    """The master of the technique whose effect made a move (``basic.to_zone``'s ``by_master``;
    None: the rules made it — a rule process has no source, 4.15.3)."""
    got = ev.data.get("by_master") if isinstance(ev, Move | MoveMany) else None
    return str(got) if got else None


def _own_move_triggers(
    ctx: Ctx, card: Any, pid: str, zfrom: str, zone: str, trigger: str, by: str | None = None
) -> list[Triggered]:
    """The techniques of ``card`` that trigger on its own move into ``zone`` (``trigger``: 8.6.6),
    the card found there after the move (8.1.1.3): each triggers when the [領域] it names is the
    zone the card left, else it is read and does not trigger (8.1.1.2.1 / 2.14.4: the condition
    is met, but not from its [領域])."""
    out: list[Triggered] = []
    uid = card.uid
    left = "bench" if zfrom.startswith("bench") else zfrom  # a frame of the bench (3.3.3.2)
    for i, prog in programs(card):
        if prog.kind != "auto" or prog.trigger != trigger or prog.keyword:
            continue
        if prog.trigger_from and left not in prog.trigger_from:
            # 「このカードがリングから…に置かれた時」: a move from another zone meets no trigger
            # condition (8.6.6: a zone-move trigger names from where) — read, not triggered
            frm = "、".join(_ZONE_JA.get(z, z) for z in prog.trigger_from)
            out.append(
                Triggered(
                    card.owner,
                    uid,
                    clauses=("8.6.6", "8.6.2"),
                    blocked=(
                        f"{label(ctx, uid)} は{_ZONE_JA.get(left, left)}から移動したため、"
                        f"「{frm}から…置かれた時」は誘発しない",
                        f"{label(ctx, uid)} moved from the {left}: 「…from the "
                        f"{', '.join(prog.trigger_from)}」 does not trigger",
                    ),
                    touches=(uid, f"{pid}.{zone}"),
                )
            )
            continue
        want = (
            ""
            if not prog.trigger_by
            else card.owner
            if prog.trigger_by == "you"
            else ctx.state.opponent(card.owner)
        )
        if want and by != want:
            # 「このカードが相手の技によって…置かれた時」: only a move an effect of that player's
            # technique made (4.15.2: its card the source); a rule process has no source (4.15.3)
            whose = "相手" if prog.trigger_by == "opponent" else "自分"
            out.append(
                Triggered(
                    card.owner,
                    uid,
                    clauses=("4.15.2", *(("4.15.3",) if by is None else ()), "8.6.6", "8.6.2"),
                    blocked=(
                        f"{label(ctx, uid)} を移動したのは{whose}の技の効果ではない"
                        + ("（ルール処理は効果ではなく発生源を持たない）" if by is None else "")
                        + "ため、その技は誘発しない",
                        f"{label(ctx, uid)} was not moved by an effect of "
                        f"{'the opponent' if prog.trigger_by == 'opponent' else 'its master'}'s "
                        "technique"
                        + (" (a rule process is no effect and has no source)" if by is None else "")
                        + ": it does not trigger",
                    ),
                    touches=(uid, f"{pid}.{zone}"),
                )
            )
            continue
        if (
            zfrom == "surprise"
            and ctx.state.vars.get(common.FACE_DOWN_TRIGGER_READING) is False
            and uid in (ctx.state.vars.get(common.FACE_DOWN_LEFT) or ())
        ):
            # read as a face-down card of the hidden surprise zone, whose techniques act only by
            # a ① one turned face up (3.9.1, 3.9.3), seen where it went (8.7.1.1): the audit's
            # face_down_own_move_trigger (``basic.face_down_trigger_reading``), this reading
            out.append(
                Triggered(
                    card.owner,
                    uid,
                    clauses=("8.1.1.2.1", "3.9.1", "3.9.3", "8.7.1.1"),
                    blocked=(
                        f"{label(ctx, uid)} は裏向きでサプライズ置場を離れたため、その技は誘発しない",
                        f"{label(ctx, uid)} left the surprise zone face down: its technique does "
                        "not trigger",
                    ),
                    touches=(uid, f"{pid}.{zone}", *_affects(ctx, card.owner, prog)),
                )
            )
            continue
        if prog.areas and zfrom not in prog.areas:
            zdef = ctx.game.zone(zfrom)
            ja, en = (zdef.ja, zdef.en) if zdef is not None else (zfrom, zfrom)
            out.append(
                Triggered(
                    card.owner,
                    uid,
                    clauses=("8.1.1.2.1", "2.14.4"),
                    blocked=(
                        f"{label(ctx, uid)} は技の[領域]ではない{ja}から移動したため、"
                        "その技は誘発しない",
                        f"{label(ctx, uid)} left the {en}, not the zone its technique "
                        "names: it does not trigger",
                    ),
                    touches=(uid, f"{pid}.{zone}"),
                )
            )
            continue
        out.append(
            Triggered(
                card.owner,
                uid,
                {"index": i, "trigger": trigger, "zone": zone, "placed": card.placed},
                # 「相手の技によって」 met: the move's effect has that player's card as its source
                # (4.15.2)
                TRIGGER_CLAUSES[trigger] + (("4.15.2",) if want else ()),
            )
        )
    return out


def _trigger_technique(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    """The automatic techniques the event ``ev`` triggers, and the state triggers whose state
    holds after it (8.6.9)."""
    return _event_triggers(ctx, ev, step) + _state_triggers(ctx)


def attack_end_waiting(ctx: Ctx) -> bool:
    """Whether a technique in force (or one an effect created, ``_owned``) would trigger 「アタックの
    終わりに」 were the attack sub-phase's end to occur now."""
    return any(not t.blocked for t in _auto(ctx, ctx.state.order(), "end:attack")) or bool(
        _owned(ctx, "end:attack")
    )


def _own_attack_end(ctx: Ctx) -> list[Triggered]:
    """「このカードのアタックの終わりに」 at the attack end step (7.1.6.1): it triggers for the card
    that attacked in this attack sub-phase (4.14.1, the attack's record); another card's is read
    and does not trigger."""
    from ruling.rules import ATTACK_LOG

    log = ctx.state.vars.get(ATTACK_LOG) or []
    attacker = log[-1].get("attacker_uid") if log else None
    out = []
    for t in _auto(ctx, ctx.state.order(), "end:self_attack"):
        if t.blocked or t.source == attacker:
            out.append(t)
            continue
        out.append(
            Triggered(
                t.master,
                t.source,
                clauses=("7.1.6.1", "4.14.1"),
                blocked=(
                    f"{label(ctx, t.source or '')} はこのアタックでアタックしたカードではないため、"
                    "「このカードのアタックの終わりに」は誘発しない",
                    f"{label(ctx, t.source or '')} is not the card that attacked in this attack: "
                    "'at the end of this card's attack' does not trigger",
                ),
                touches=(t.source or "",),
                near_miss=True,
            )
        )
    return out


def _by_attack(ctx: Ctx, ev: Event, card: Any, pid: str, zfrom: str) -> list[Triggered]:
    """A ring card moved to the retire zone: by the attack resolution step (``Move.tag``
    ``by_attack``: 7.1.5.2 / 7.1.5.4), the attacking card's 「このカードのアタックで相手のリングの
    カードがリタイヤ置場に置かれた時」 and the retired card's own 「このカードがアタックによって
    リタイヤ置場に置かれた時」 trigger; by anything else (an effect, a rule process), each is read
    and does not trigger."""
    attacker = ev.data.get("attacker") if ev.tag == "by_attack" else None
    found = [
        t
        for t in _auto(ctx, [ctx.state.opponent(pid)], "self_attack_retired")
        if ev.tag != "by_attack" or t.source == attacker
    ] + _own_move_triggers(ctx, card, pid, zfrom, "retire", "self_retired_by_attack")
    # 「あなたのリングのカードがアタック（に|で）負けた時」: the ring card's master's, the card's own
    # technique reading the ring it left (8.1.1.2.1)
    found += _auto(ctx, [pid], "your_ring_retired_by_attack", {card.uid: zfrom})
    if ev.tag == "by_attack":
        return found
    return _read_not_triggered(
        found,
        ("8.6.6", "8.6.2"),
        lambda t: (
            f"{label(ctx, card.uid)} はアタックによってリタイヤ置場に置かれたのではないため、"
            f"{label(ctx, t.source or '')} の「…アタックで（によって）…置かれた時」は誘発しない",
            f"{label(ctx, card.uid)} was not put in the retire zone by an attack: "
            f"{label(ctx, t.source or '')}'s 'when … by the attack' does not trigger",
        ),
        lambda t: (card.uid, t.source or ""),
        near_miss=True,
    )


def _play_triggers(ctx: Ctx, ev: Move) -> list[Triggered]:
    """The triggers of a play (8.4.1.3.1): 「（あなた|相手）がカードを（手札から）プレイした時」 and
    「このカードが（手札から）（リング|ベンチ）にプレイされた時」 — into a bench or the ring."""
    st = ctx.state
    # 「（あなた|相手）がカードを（手札から）プレイした時」: the play done (8.4.1.3.1 /
    # 6.5.1.2.3) — the player's 「あなたが…」 and the other's 「相手が…」; 「手札から」 only
    # for a card played from the hand (2.2.1)
    trigs = ["plays", *(["plays_hand"] if ev.tag == "play_hand" else [])]
    out = [
        t
        for tr in trigs
        for t in _auto(ctx, [ev.player], f"your_{tr}")
        + _auto(ctx, [st.opponent(ev.player)], f"opp_{tr}")
    ]
    # 「このカードが（手札から）（リング|ベンチ）にプレイされた時」: the card played only, from
    # the zone printed (``Program.trigger_from``: hand 6.5.1.2.1 / 6.5.1.2.2, ring 6.5.1.2.3)
    came = "hand" if ev.tag == "play_hand" else "ring"
    to = "ring" if ev.zone == "ring" else "bench"
    for key in ("self_played", f"self_played:{to}"):
        for t in _auto(ctx, [ev.player], key):
            prog = _program(ctx, t.source or "", int(t.data.get("index", -1)))
            if t.source == ev.uid and (
                prog is None or not prog.trigger_from or came in prog.trigger_from
            ):
                out = out + [t]
    return out


def _event_triggers(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    """The automatic techniques an event triggers: the event's own triggers, and, for a move,
    the zone-move triggers on any card of a player's (``_moved``, 8.6.6) met by each card it
    moved."""
    moved = _moved(ctx, step) if isinstance(ev, Move | MoveMany) else []
    return _event_triggers_of(ctx, ev, step) + moved


def _play_of_player(ctx: Ctx, player: str) -> list[Triggered]:
    """「（あなた|相手）がカードを（手札から）プレイした時」 met by a play of ``player``'s from the
    hand (8.4.1.3.1, 2.2.1) that moves no card onto the field."""
    opp = ctx.state.opponent(player)
    return [
        t
        for tr in ("plays", "plays_hand")
        for t in _auto(ctx, [player], f"your_{tr}") + _auto(ctx, [opp], f"opp_{tr}")
    ]


def _cancel_as_play(ctx: Ctx, player: str, cuid: str, used: int) -> Proc:
    """A cancel activated from the hand (6.1.2 「キャンセルをプレイする」, 8.1.1.1.3 「この能力は、
    キャンセル起動タイミングでのみプレイできます」) against 8.5.1.1 (「プレイではなく起動と言います」)
    and 8.4.1 (a play moves a card from the hand to the field): is it a play? Raised only where a
    「…がカードをプレイした時」 in force would trigger on it (the audit's ``cancel_is_a_play``,
    both readings run); read as a play, those triggers are met (``_event_triggers_of``)."""
    would = _play_of_player(ctx, player)
    if not would:
        return
    played = yield from unsettled.holds(player, "vs", "cancel_is_a_play", "play")
    if played:
        yield Mark(
            clauses=("6.1.2", "8.1.1.1.3", "8.1.1.2.1"),
            caused_by=(used,),
            tag=CANCEL_PLAYED,
            data={"player": player, "uid": cuid},
            ja=f"{player} は手札から {label(ctx, cuid)} のキャンセルをプレイした（カードのプレイ）",
            en=f"{player} played {label(ctx, cuid)}'s cancel from the hand (a play of a card)",
        )
        return
    touched: list[str] = []
    for t in would:
        touched += [
            t.source or "",
            *_affects(ctx, t.master, _program(ctx, t.source or "", int(t.data.get("index", -1)))),
        ]
    yield Mark(
        clauses=("8.5.1.1", "8.4.1"),
        caused_by=(used,),
        touches=tuple(dict.fromkeys(x for x in touched if x)),
        ja=f"{label(ctx, cuid)} のキャンセルは起動であり、プレイ（手札からフィールドにカードを出す事）ではない: "
        "「カードをプレイした時」は誘発しない",
        en=f"{label(ctx, cuid)}'s cancel is activated, not played (a play puts a card from the hand "
        "onto the field): 「…がカードをプレイした時」 does not trigger",
    )


# a step's tag: a cancel activated from the hand read as the play of a card (``_cancel_as_play``)
CANCEL_PLAYED = "cancel_played"


def _event_triggers_of(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    """The triggers an event meets: the event's own (``_event_triggers``), then those of a
    surprise card turned face up (``_surprise_up``), which any such event meets besides."""
    return _own_event_triggers(ctx, ev, step) + _surprise_up(ctx, ev)


def _surprise_up(ctx: Ctx, ev: Event) -> list[Triggered]:
    """「（あなた|相手）のサプライズ置場のカードが表になった時」: the card turned face up (4.9.1.5), by
    its own condition (12.3.1: its own text after → goes to the resolution zone too) or by an
    effect — its owner's 「あなたの」 and the other player's 「相手の」."""
    if not (isinstance(ev, SetCard) and ev.changes.get("face_up") is True):
        return []
    w = ctx.where(ev.uid)
    if w is None or w[1] != "surprise":
        return []
    return _auto(ctx, [w[0]], "your_surprise_up") + _auto(
        ctx, [ctx.state.opponent(w[0])], "opp_surprise_up"
    )


def _own_event_triggers(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    st = ctx.state
    if isinstance(ev, Mark) and ev.tag == CANCEL_PLAYED:
        return _play_of_player(ctx, ev.data["player"])
    if isinstance(ev, Mark) and ev.tag == USED_BY_EFFECT:
        # 8.13.2: the technique 「～使う」 named is put in the resolution zone, its card the
        # source, with the same information; it is resolved as the others there are (3.8.3,
        # 4.7.1), by the master the step says (the audit's technique_used_by_effect_master)
        d = ev.data
        return [
            Triggered(
                d["master"],
                d["uid"],
                {"index": d["index"], "trigger": BY_EFFECT, "pay": d["pay"]},
                # 8.1.1.3.2: an automatic one used by a card's effect is put there, then a
                # check timing, then resolved at an ability use timing
                TRIGGER_CLAUSES[BY_EFFECT] + (("8.1.1.3.2",) if d.get("auto") else ()),
            )
        ]
    if isinstance(ev, Mark) and ev.tag == HAND_REVEALED:
        # 「（あなた|相手）が手札からカードを公開した時」: that player's hand card(s) revealed (4.12) —
        # once for each act of revealing, by the player whose hand it is and its opponent
        who = ev.data["player"]
        return _auto(ctx, [who], "your_reveals_hand") + _auto(
            ctx, [st.opponent(who)], "opp_reveals_hand"
        )
    if isinstance(ev, Mark) and ev.tag == DRAW_DONE:
        # a replaced draw counted as done (the reading action_done of replaced_action_trigger,
        # 8.10.1.1.1): the draw triggers as one drawn would
        who = ev.data["player"]
        return _auto(ctx, [who], "your_draws") + _auto(ctx, [st.opponent(who)], "opp_draws")
    if isinstance(ev, Move) and ev.tag == "draw":
        # 「（あなた|相手）がカードを引いた時」: the card drawn (4.10.2) — the drawer's own 「あなたが
        # …」 and its opponent's 「相手が…」
        return _auto(ctx, [ev.player], "your_draws") + _auto(
            ctx, [st.opponent(ev.player)], "opp_draws"
        )
    if isinstance(ev, SetCard) and ev.tag == "damaged":
        # 「このカードがダメージを受けた時」: the card dealt damage (7.1.5.3), by an attack or an
        # effect; its own technique, read where it is (8.1.1.2.1)
        w = ctx.where(ev.uid)
        if not w:
            return []
        out = [t for t in _auto(ctx, [w[0]], "self_damaged") if t.source == ev.uid]
        if w[1] == "ring":
            # 「（あなた|相手）のリングのカードがダメージを受けた時」: the card dealt it is in the
            # ring of the master's own side / of the other side (3.3.2.1)
            out += _auto(ctx, [w[0]], "ring_damaged")
            out += _auto(ctx, [st.opponent(w[0])], "opp_ring_damaged")
        return out
    if isinstance(ev, Orient) and ev.orientation in ("stand", "rest"):
        # 「このカードが（スタンド|レスト）した時」: the card turned (4.9.1.1 / 4.9.1.2); a card
        # already so is not turned (1.3.2.1) and no step of it reaches here
        w = ctx.where(ev.uid)
        trig = f"self_{ev.orientation}s"
        return [t for t in _auto(ctx, [w[0]], trig) if t.source == ev.uid] if w else []
    if isinstance(ev, Move) and ev.tag == "ring_by_rule":
        card = ctx.card(ev.uid)
        if card is None:
            return []
        return _put_in_ring(ctx, ev, step) + [
            Triggered(
                ev.player,
                ev.uid,
                # where it triggered: a card gone from the ring by its resolution still has it
                # resolved (8.6.10)
                {"index": i, "trigger": "entry_spark", "zone": "ring"},
                TRIGGER_CLAUSES["entry_spark"],
            )
            for i, prog in programs(card)
            if prog.keyword == "entry_spark" and _in_area(ctx, ev.uid, prog)
        ]
    if isinstance(ev, Move) and ev.zone == "ring":
        # 12.2.1 / 8.1.1.3.3: an entry spark triggers only when the rules move its card from the
        # deck's top to the ring; a card played there or put there by an effect has it read and
        # not triggered
        card = ctx.card(ev.uid)
        if card is None or ctx.where(ev.uid) != (ev.player, "ring"):
            return []
        played = _play_triggers(ctx, ev) if ev.tag in ("play_hand", "play_ring") else []
        return (
            _put_in_ring(ctx, ev, step)
            + played
            + [
                Triggered(
                    ev.player,
                    ev.uid,
                    clauses=("12.2.1", "8.1.1.3.3"),
                    blocked=(
                        f"{card.label} はルールによって山札の1番上からリングに置かれたのではないため、"
                        "エントリースパークは誘発しない",
                        f"{card.label} was not put in the ring from the deck's top by the rules: its "
                        "entry spark does not trigger",
                    ),
                    touches=(ev.uid, *_affects(ctx, ev.player, prog)),
                )
                for _i, prog in programs(card)
                if prog.keyword == "entry_spark"
            ]
        )
    if isinstance(ev, Move | MoveMany) and ev.zone == "retire":
        # 8.1.1.2.1: a trigger on the card's own move reads the [領域] it left; 8.1.1.3: it
        # checks that the card reached the zone
        out: list[Triggered] = []
        for uid, pid, zfrom, _to, zto in ctx.moves(step):
            card = ctx.card(uid)
            if card is None or zto != "retire" or ctx.where(uid) != (pid, "retire"):
                continue
            out += _own_move_triggers(ctx, card, pid, zfrom, "retire", "self_retired", _made_by(ev))
            # 「（あなた|相手）のリタイヤ置場にカードが置かれた時」 (8.6.6): any card reaching it
            out += _auto(ctx, [pid], "your_retire_put", {uid: zfrom})
            out += _auto(ctx, [st.opponent(pid)], "opp_retire_put", {uid: zfrom})
            if zfrom == "ring":
                # 「（あなた|相手）のリングのカードがリタイヤ置場に置かれた時」 (8.6.6: a card that
                # moved from that ring to the retire zone); the moved card's own technique reads
                # the ring it left (8.1.1.2.1)
                left = {uid: zfrom}
                out += _auto(ctx, [pid], "your_ring_retired", left)
                out += _auto(ctx, [st.opponent(pid)], "opp_ring_retired", left)
                out += _by_attack(ctx, ev, card, pid, zfrom)
        return out
    if isinstance(ev, Move | MoveMany):
        waiting = (
            _self_put(ctx, step, ev.zone, _made_by(ev)) if ev.zone in SELF_PUT_TRIGGERS else []
        )
        if isinstance(ev, Move) and ev.zone in BENCH_ZONES:
            waiting = waiting + _put_on_bench(ctx, ev, step)
        # 8.6.6 / 8.1.1.3: 「このカードがリタイヤ置場に置かれた時」 checks where its card went: a
        # card that left its [領域] for another zone (a bench card beaten goes to the waiting
        # room, 9.4.2) meets no trigger condition — read, and it does not trigger
        out = waiting
        if isinstance(ev, Move) and ev.tag == "partner_block":
            # 7.1.4.3: the trigger conditions of the partner block arise — the blocker's
            # 「あなたがパートナーブロックした時」 and the attacker's 「相手が…」
            out = out + [
                *_auto(ctx, [ev.player], "your_partner_blocks"),
                # 「このカードでパートナーブロックした時」: the blocking card's own, read from the
                # zone it left (8.1.1.2.1)
                *[
                    t
                    for uid, _pid, zfrom, _to, _zto in ctx.moves(step)
                    if uid == ev.uid
                    for t in _auto(ctx, [ev.player], "self_partner_blocks", {uid: zfrom})
                    if t.source == uid
                ],
                *_auto(ctx, [st.opponent(ev.player)], "opp_partner_blocks"),
                # 「このカードがパートナーブロックされた時」: the attacking card's only (4.14.1)
                *[
                    t
                    for t in _auto(ctx, [st.opponent(ev.player)], "self_partner_blocked")
                    if t.source == _attacker(ctx)
                ],
            ]
        if isinstance(ev, Move) and ev.tag in ("play_hand", "play_ring"):
            out = out + _play_triggers(ctx, ev)
        for uid, _pid, zfrom, _to, zto in ctx.moves(step):
            card = ctx.card(uid)
            if card is None or zto == "retire":
                continue
            for _i, prog in programs(card):
                if prog.kind != "auto" or prog.trigger != "self_retired" or prog.keyword:
                    continue
                if prog.areas and zfrom not in prog.areas:
                    continue
                zdef = ctx.game.zone(zto)
                ja, en = (zdef.ja, zdef.en) if zdef is not None else (zto, zto)
                out.append(
                    Triggered(
                        card.owner,
                        uid,
                        # 8.6.2: only a met trigger condition puts the ability in the
                        # resolution zone
                        clauses=("8.6.6", "8.1.1.3", "8.6.2"),
                        blocked=(
                            f"{label(ctx, uid)} はリタイヤ置場ではなく{ja}に移動したため、"
                            "「このカードがリタイヤ置場に置かれた時」は誘発しない",
                            f"{label(ctx, uid)} went to the {en}, not the retire zone: its 'when "
                            "this card is put in the retire zone' does not trigger",
                        ),
                        touches=(uid, *_affects(ctx, card.owner, prog)),
                    )
                )
        return out
    if isinstance(ev, Mark) and ev.tag == "attack":
        attacker = ev.data["attacker"]
        w = ctx.where(attacker)
        master = w[0] if w else st.turn.player
        out = [t for t in _auto(ctx, [master], "self_attacks") if t.source == attacker]
        # 7.1.3.2.3: 「サポートした時」 with 「アタックした時」, at the same moment; 「このカードが
        # <X>をサポートした時」 only when the card supported (the attacking card, 4.14.1) is so
        # described (2.15.1, 2.14.7, 2.1.1)
        for t in _auto(ctx, [master], "self_supports"):
            if t.source != ev.data.get("supporter"):
                continue
            prog = _program(ctx, t.source or "", t.data["index"]) if t.data else None
            want = prog.trigger_target if prog is not None else None
            if want is not None:
                att_card = ctx.card(attacker)
                if att_card is None or not described_as(ctx, att_card, *want):
                    continue
                t = replace(
                    t,
                    clauses=(
                        *t.clauses,
                        "4.14.1",
                        *(("2.15.1",) if want[0] else ()),
                        *info_clauses(want[1]),
                    ),
                )
            out.append(t)
        # 「（称号に“X”を含む）あなたのカードがサポートした時」: the supporter's title read (2.14.7)
        sup = ctx.card(ev.data.get("supporter") or "")
        for t in _auto(ctx, [master], "your_supports"):
            prog = _program(ctx, t.source or "", t.data["index"]) if t.data else None
            info = prog.trigger_info if prog is not None else ()
            attrs = prog.trigger_attributes if prog is not None else ()
            if sup is not None and _event_card_described(ctx, sup, attrs, info):
                out.append(replace(t, clauses=(*t.clauses, *_described_clauses(attrs, info))))
        # 「あなたの（♥の）カードが（パートナー）アタックした時」: the attacker's description read
        # (2.4.1.1, 2.14.7)
        att = ctx.card(attacker)
        mine: dict[str, list[Triggered]] = {}
        for trig in ("your_attacks", "your_partner_attacks"):
            for t in _auto(ctx, [master], trig):
                prog = _program(ctx, t.source or "", t.data["index"]) if t.data else None
                info = prog.trigger_info if prog is not None else ()
                attrs = prog.trigger_attributes if prog is not None else ()
                if t.blocked or (att is not None and _event_card_described(ctx, att, attrs, info)):
                    mine.setdefault(trig, []).append(
                        replace(t, clauses=(*t.clauses, *_described_clauses(attrs, info)))
                    )
        out += mine.get("your_attacks", [])
        # 「サポートされた時」 (7.1.3.2.3): the attacking ring card is the one supported (7.1.3.1)
        if ev.data.get("supporter"):
            out += [t for t in _auto(ctx, [master], "self_supported") if t.source == attacker]
            out += _auto(ctx, [master], "ring_supported")
            out += _auto(ctx, [st.opponent(master)], "opp_ring_supported")
        out += _auto(ctx, [st.opponent(master)], "opponent_attacks")
        # 「相手のカードがサポートした時」: at the same moment (7.1.3.2.3)
        out += _auto(ctx, [st.opponent(master)], "opponent_supports")
        # 「パートナーアタックした時」 (7.1.3.2.3): with the attack, when it is a partner attack
        # at this timing (7.1.3.2.2); otherwise read and not triggered
        out += _partner_attacks(
            ctx,
            bool(ev.data.get("partner")),
            [t for t in _auto(ctx, [master], "self_partner_attacks") if t.source == attacker]
            + mine.get("your_partner_attacks", [])
            + _auto(ctx, [st.opponent(master)], "opponent_partner_attacks")
            + [
                t
                for t in _auto(ctx, [st.opponent(master)], "self_partner_attacked")
                if t.source == ev.data["attacked"]
            ],
        )
        out += [
            t
            for t in _auto(ctx, [st.opponent(master)], "self_attacked")
            if t.source == ev.data["attacked"]
        ]
        # 「あなたのリングの（『W』の）カードがアタックされた時」: the card attacked so described
        # (2.9.1, 2.14.7: ``Program.trigger_info``)
        hit = ctx.card(ev.data.get("attacked") or "")
        for t in _auto(ctx, [st.opponent(master)], "ring_attacked"):
            prog = _program(ctx, t.source or "", t.data["index"]) if t.data else None
            info = prog.trigger_info if prog is not None else ()
            attrs = prog.trigger_attributes if prog is not None else ()
            if not info and not attrs:
                out.append(t)
            elif t.blocked or (hit is not None and _event_card_described(ctx, hit, attrs, info)):
                out.append(replace(t, clauses=(*t.clauses, *_described_clauses(attrs, info))))
        return out
    if isinstance(ev, Mark) and ev.tag in ("used", "cancelled"):
        # 8.12.1 / 8.12.2: 「技を使った時」 triggers on a technique resolved — a cancel resolving
        # is its master's technique used — and not on a cancelled one (read and not triggered)
        user = ev.data["master"] if ev.tag == "used" else ev.data["by"]
        out = [
            _by_name(ctx, t, ev)
            for t in _auto(ctx, [user], "self_used")
            if _used_as_named(ctx, t, ev)
        ]
        out += [
            _by_name(ctx, t, ev)
            for t in _auto(ctx, [st.opponent(user)], "opp_used")
            if _used_as_named(ctx, t, ev)
        ]
        if ev.tag == "cancelled":
            master = ev.data["master"]
            out += [
                Triggered(
                    t.master,
                    t.source,
                    clauses=("8.12.1", "8.12.2", "3.8.8"),
                    blocked=(
                        f"キャンセルされた {label(ctx, ev.data['uid'])} の技は使ったことにならない"
                        f"ため、{label(ctx, t.source or '')} の「技を使った時」は誘発しない",
                        f"{label(ctx, ev.data['uid'])}'s cancelled technique was not used: "
                        f"{label(ctx, t.source or '')}'s 'when … used a technique' does not trigger",
                    ),
                    touches=(
                        *((t.source,) if t.source else ()),
                        *_affects(ctx, t.master, _program(ctx, t.source or "", t.data["index"])),
                    ),
                )
                for t in (
                    *_auto(ctx, [master], "self_used"),
                    *_auto(ctx, [st.opponent(master)], "opp_used"),
                )
            ]
        return out
    if isinstance(ev, SetTurn) and ev.tag == "end:attack_sub_phase":
        # the sub-phase ended before its attack end step (7.1.2.2 / 7.1.3.1), under the reading
        # that 「アタックの終わりに」 occurs then (``attack.attack_end_without_end_step``)
        return [t for t in _auto(ctx, st.order(), "end:attack") if not t.blocked] + _owned(
            ctx, "end:attack"
        )
    if isinstance(ev, SetTurn) and ev.tag == "end:attack":
        # 7.1.6.1: 「パートナーアタックの終わりに」 triggers with 「アタックの終わりに」 only when the
        # partner attack stood (7.1.5.1.1); otherwise it is read and does not trigger
        out = _auto(ctx, st.order(), ev.tag) + _owned(ctx, ev.tag) + _own_attack_end(ctx)
        partner = _auto(ctx, st.order(), "end:partner_attack")
        if st.vars.get("vs.partner_attack"):
            return out + partner
        # why it stood as no partner attack: the step that recorded the attack as it is (normal:
        # not a partner's support, or made normal by 7.1.3.2.4 / 7.1.3.2.6 / 7.1.5.1.2)
        why = tuple(s for s in ctx.provenance((f"var:{ATTACK_LOG}",)) if s is not None)
        return out + [
            Triggered(
                t.master,
                t.source,
                clauses=("7.1.6.1", "7.1.5.1.1"),
                made_by=why,
                blocked=(
                    f"このアタックはパートナーアタックとして成立していないため、{label(ctx, t.source or '')} の"
                    "「パートナーアタックの終わりに」は誘発しない",
                    f"this attack is no partner attack: {label(ctx, t.source or '')}'s 'at the end "
                    "of the partner attack' does not trigger",
                ),
                touches=(
                    *((t.source,) if t.source else ()),
                    *_affects(ctx, t.master, _program(ctx, t.source or "", t.data["index"])),
                ),
            )
            for t in partner
        ]
    if isinstance(ev, SetTurn) and ev.tag in TRIGGER_CLAUSES:
        return _auto(ctx, st.order(), ev.tag) + _owned(ctx, ev.tag)
    if isinstance(ev, SetCard) and ev.tag == "surprise_flip":
        return [
            Triggered(
                ev.data["master"],
                ev.uid,
                # the zone its card held as it was put there (8.6.10: moved before it resolves,
                # it still resolves)
                {"index": ev.data["index"], "trigger": "surprise", "zone": "surprise"},
                ("8.1.1.2.2", "12.3.1"),
            )
        ]
    if isinstance(ev, Mark) and ev.tag == "activated":
        return [
            Triggered(
                ev.data["master"],
                ev.data["uid"],
                {
                    "index": ev.data["index"],
                    "trigger": "activated",
                    **({"placed": ev.data["placed"]} if "placed" in ev.data else {}),
                },
                ("8.1.1.1.2", "8.5.2"),
            )
        ]
    return []


def _affects(ctx: Ctx, master: str, prog: Program | None) -> tuple[str, ...]:
    """What a technique would have changed (a cancelled one decided that it did not)."""
    opp = ctx.state.opponent(master)
    out: list[str] = []
    if prog is None:
        return ()
    for op in prog.ops:
        if op.kind == "draw":
            drawer = opp if op.who == "opponent" else master
            out += [f"{drawer}.hand", f"{drawer}.deck"]
        elif op.kind == "stand":
            out += [f"{master}.{z}" for z in ("bench.left", "bench.center", "bench.right")]
        elif op.kind == "hand_discard":
            out += [f"{master}.hand", f"{master}.{op.value}"]
        elif op.kind in ("stand_all_bench", "rest_all_bench"):
            side, zones = GROUPS[op.who]
            whose = master if side == "you" else opp
            out += [f"{whose}.{z}" for z in zones]
        elif op.kind == "put_all":
            side, zones = {**GROUPS, **RING_PUT_GROUPS}[op.who]
            whose = master if side == "you" else opp
            out += [*(f"{whose}.{z}" for z in zones), f"{whose}.{op.value}"]
        elif op.kind == "swap":
            out += [f"{master}.ring", *(f"{master}.{z}" for z in BENCH_ZONES)]
        elif op.kind == "damage":
            # the card dealt damage, and where 9.4 would put it (a chosen card: either side's)
            for p in (
                (master, opp) if op.who == "chosen" else (opp if op.who == "opp_ring" else master,)
            ):
                out += [
                    f"{p}.ring",
                    *(f"{p}.{z}" for z in BENCH_ZONES),
                    f"{p}.retire",
                    f"{p}.waiting",
                ]
        elif op.who in ("your_ring", "this"):
            out += [f"{master}.ring", f"{master}.waiting"]
        elif op.who == "opp_ring":
            out += [f"{opp}.ring", f"{opp}.waiting"]
        elif op.who == "ring":
            # the ring card of no player named (``_ring_of_no_player``): either player's
            out += [f"{p}.{z}" for p in (master, opp) for z in ("ring", "waiting")]
        elif op.who == "attacker":
            out += [f"{ctx.state.turn.player}.ring"]
        elif op.who == "attacked":
            out += [f"{ctx.state.opponent(ctx.state.turn.player)}.ring"]
        elif op.who in GROUPS:
            # 「（自分|相手）のリタイヤ / フィールドのカードを…選び、…に置く」: where they are and
            # where they go
            side, zones = GROUPS[op.who]
            whose = master if side == "you" else opp
            dests = [o.value for o in prog.ops if o.kind == "put" and o.who == "chosen"]
            out += [*(f"{whose}.{z}" for z in zones), *(f"{whose}.{d}" for d in dests)]
    # the ring card itself, whose values (AP / DP) it would have changed: a step reading them
    # (the attack's damage, 7.1.5.3) rests on the technique not run
    for p in ctx.state.players:
        if f"{p}.ring" in out:
            out += [c.uid for c in ctx.zone(p, "ring")]
    return tuple(dict.fromkeys(out))


def _cancel_may_choose(
    ctx: Ctx, cancel: str, index: int, uid: str, chosen: Program | None = None, placed: Any = None
) -> bool | None:
    """Whether the cancel (card ``cancel``, technique ``index``) may choose the technique
    ``uid`` put in the resolution zone (its program ``chosen``): the condition its choice states
    (「レベル2以上のカードの技」) read on that card's information (3.8.4, 8.5.1.3.1); 「相手の
    《歌》の技」 on the technique's own attributes (2.15.1, printed in its header, 2.13.1; or
    added, 2.15.2). None when a value it reads is not given (the cancel is offered, and the
    ruling says what it assumed). ``placed``: the card's stay when it put the technique there —
    a card that has since moved (its cost put it in the hand …) is read as it was just before
    the move (3.8.6, ``_moved_since``)."""

    prog = _program(ctx, cancel, index)
    lk = _moved_since(ctx, uid, placed)
    card = lk.card if lk is not None else ctx.card(uid)
    if prog is None or card is None:
        return True
    for op in prog.ops:
        if op.kind != "choose":
            continue
        if op.ability_kinds:
            # 「相手の起動能力の技」: only a technique of that kind of ability (8.1.1)
            if chosen is None:
                return None
            if chosen.kind not in op.ability_kinds:
                return False
        if op.attributes:
            if chosen is None:
                return None
            held = {*chosen.attributes, *_held_added(ctx, uid, lk)}
            if not set(op.attributes) <= held:
                return False
        for stat, cmp, n in op.stats:
            v = card.level if stat == "level" else card.value(stat)
            if v is None:
                return None
            if not COMPARISONS[cmp](int(v), int(n)):
                return False
        for f, want in op.info:
            if f != "effect_text":
                continue
            # 「技効果に“X”を含む技」: the chosen technique's own text (2.14.7, 2.14.9)
            text = technique_text(card, chosen)
            if text is None:
                return None
            if want not in text_read(text)[0]:
                return False
    return True


_NOTE = re.compile(r"[(（][^()（）]*[)）]")


def text_read(text: str) -> tuple[str, str]:
    """A technique's text as a 「技効果に“X”を含む」 reads it (2.14.9: its [領域] and cost brackets
    are part of it), and the ( ) notes taken out of it (2.14.2: no part of it)."""
    notes = "".join(_NOTE.findall(text))
    return _NOTE.sub("", text), notes


def technique_text(card: Card, prog: Program | None) -> str | None:
    """The printed text of ``card``'s technique whose program is ``prog`` (None: not found)."""
    if prog is None:
        return None
    from ruling.abilities import abilities_of

    return next((ab.text for ab in abilities_of("vs", card) if ab.program is prog), None)


def _text_clauses(
    ctx: Ctx, cancel: str, index: int, card: Card, chosen: Program | None
) -> tuple[str, ...]:
    """The clauses a cancel's 「技効果に“X”を含む」 read on the chosen technique's text: 2.14.7
    (the quoted string); 2.14.9 where X stands in a bracket of its [領域] or cost; 2.14.2 where X
    is found only in a ( ) note, which is no part of it."""
    prog = _program(ctx, cancel, index)
    wants = [
        t
        for op in getattr(prog, "ops", ())
        if op.kind == "choose"
        for f, t in op.info
        if f == "effect_text"
    ]
    text = technique_text(card, chosen) if wants else None
    if text is None:
        return ()
    body, notes = text_read(text)
    brackets = "".join(re.findall(r"\[[^\]]*\]", body))
    return (
        "2.14.7",
        *(("2.14.9",) if any(w in brackets for w in wants) else ()),
        *(("2.14.2",) if any(w in notes and w not in body for w in wants) else ()),
    )


def _moved_since(ctx: Ctx, uid: str, placed: Any) -> Any:
    """The last-known information of the card that put a technique in the resolution zone when
    it has moved since (``placed``: its stay then; 3.8.6 「技を解決領域に置いたカードが領域を移動
    した場合、そのカードが領域を移動する直前の情報を持ちます」), else None."""
    if placed is None:
        return None
    return ctx.last_known(uid, int(placed))


def _held_added(ctx: Ctx, uid: str, lk: Any) -> list[str]:
    """The technique attributes added (2.15.2) to the techniques of the card that put a technique
    in the resolution zone: those it was given where it was just before it moved when it has
    moved since (``lk``, 3.8.6 — recorded by ``common.last_known``), else those given now."""
    from ruling.games._vs.cardtext import granted_attributes

    if lk is not None:
        return list(lk.info.get("attributes", ())) if lk.info else []
    return granted_attributes(ctx, uid)


def _reads_info(prog: Program) -> bool:
    """Whether a cancel's choice states a condition on the chosen technique's information (its
    card's level …, 3.8.4)."""
    return any(
        op.kind == "choose" and (op.stats or op.attributes or op.ability_kinds) for op in prog.ops
    )


def _reads_card_info(prog: Program | None) -> bool:
    """Whether a cancel's choice states a condition on the chosen technique's card information
    (its level, a value: 3.8.4) — not on the technique's own kind or attributes."""
    return prog is not None and any(op.kind == "choose" and op.stats for op in prog.ops)


def _stays(ctx: Ctx, uid: str, index: int) -> tuple[str, ...]:
    """What a technique not used leaves as it is: its card, the zone it stays in, and the zones
    its cost would have put it in."""
    w = ctx.where(uid)
    prog = _program(ctx, uid, index)
    out = [uid]
    if w is not None:
        out.append(f"{w[0]}.{w[1]}")
        out += [f"{w[0]}.{op.value}" for op in (prog.cost if prog else ()) if op.kind == "put"]
    return tuple(dict.fromkeys(out))


def never_offered(ctx: Ctx, player: str, at: str | None, choose: Any) -> Proc:
    """A cancel asserted not offered (``choices: [{at: cancel, choose: X, allowed: false}]``)
    whose choice never came: when no technique of ``player``'s opponent was in the resolution
    zone in the whole replay, the cancel X holds could never be used — a cancel is used only
    while an ability of the opponent is in the resolution zone, choosing it (12.1.1,
    8.5.1.3.1). Other reasons (a cancel outside its [領域], a condition the technique fails) are
    said where the window opens.

    A partner block asserted not offered (``at: partner_block``) with a hand card that is not
    the partner of the ring card there when the step came (7.1.4.2, 2.7.1: a ring card replaced
    before it has another partner, or none): the card stays in the hand because of it."""
    if at == "partner_block" and choose is not None:
        yield from _no_partner_block(ctx, player, choose)
        return
    if at != "cancel" or choose is None:
        return
    opp = ctx.state.opponent(player)
    # every technique that was in the resolution zone left it resolved (tag ``used``) or
    # cancelled (``cancelled``), its master in the data: one of ``opp``'s opened a window
    if any(
        isinstance(ev, Mark) and ev.tag in ("used", "cancelled") and ev.data.get("master") == opp
        for _step, _seq, ev in ctx.events()
    ):
        return
    uid = find_card(ctx, choose, player)
    card = ctx.card(uid) if uid is not None else None
    if card is None or card.owner != player:
        return
    held = [(i, prog) for i, prog in programs(card) if prog.keyword == "cancel"]
    if not held or not any(_in_area(ctx, card.uid, prog) for _i, prog in held):
        return
    yield Mark(
        clauses=("12.1.1", "8.5.1.3.1"),
        ja=f"{opp} の能力が解決領域に置かれることは一度も無かったため、"
        f"{card.label} のキャンセル（相手の能力が解決領域にある時、それを選んで使う）は使えない",
        en=f"no ability of {opp} was ever in the resolution zone: "
        f"{card.label}'s cancel (used while an opposing ability is there, choosing it) could not "
        "be used",
        touches=(card.uid,),
    )


def _no_partner_block(ctx: Ctx, player: str, choose: Any) -> Proc:
    """``never_offered`` of a partner block: the hand card ``choose`` is not the partner of
    ``player``'s ring card (7.1.4.2 「リングのカードのパートナー名とパートナー称号に一致する名前と
    称号を持つ手札のカード」, 2.7.1) — the block it would make was never offered, so it stays in
    the hand."""
    uid = find_card(ctx, choose, player, ("hand",))
    card = ctx.card(uid) if uid is not None else None
    ring = common.ring_card(ctx, player)
    if card is None or ring is None or common.is_partner(card, ring):
        return
    yield Mark(
        clauses=("7.1.4.2", "2.7.1"),
        ja=f"{card.label} は {player} のリングのカード {ring.label} のパートナーではないため、"
        "パートナーブロックに使えない（手札に残る）",
        en=f"{card.label} is not the partner of {player}'s ring card {ring.label}: it cannot "
        "make a partner block (it stays in the hand)",
        touches=(card.uid, f"{player}.hand"),
    )


def _empty_cancel_window(ctx: Ctx, player: str, uid: str) -> Proc:
    """A cancel activation timing of ``player`` (4.5.1.1 / 4.5.1.2) at which none of the
    cancels they hold may be used on ``uid``'s technique: a choice point ``cancel`` with no
    option — it decides nothing and is not traced; the reasons are the steps said before it."""
    yield Choose(
        player,
        "cancel",
        f"{label(ctx, uid)} の技が解決領域にある: キャンセルを起動するか（使えるキャンセルは無い）",
        f"{label(ctx, uid)}'s technique is in the resolution zone: use a cancel? (none may be used)",
        (),
        ("4.5.1", "12.1.1", "8.5.1.3.1"),
    )


def _cancel_window(
    ctx: Ctx,
    master: str,
    uid: str,
    prog_of: Program | None = None,
    again: bool = False,
    placed: Any = None,
    before: bool = False,
    chosen: bool = False,
    made: bool = False,
) -> Proc:
    """4.5 / 12.1.1: while the technique is in the resolution zone, its master's opponent may
    use a cancel (paying its cost) choosing it; the cancel is resolved first (4.6.1) and the
    chosen technique leaves the resolution zone (3.8.8). ``again``: the technique was chosen
    by a cancel that was itself cancelled — another cancel may choose it anew (3.8.9). Returns
    True when it was cancelled, the step that declined when a cancel could have been used and
    was not, else False. ``placed``: the stay of the technique's card when it put it there
    (3.8.6: a card moved since is read as it was, ``_moved_since``). ``before``: the
    technique waits in the resolution zone beside the turn player's one about to resolve
    (``_turn_player_first``): declined, nothing more is said of it (it resolves later).
    ``chosen``: the technique is chosen already by a cancel of the opponent's waiting to
    resolve; another may choose it too (3.8.9): declined, nothing more is said (False).
    ``made``: a delayed trigger an effect of the card ``uid`` made (8.6.8) — no card put it in
    the resolution zone (3.8.4): a cancel whose condition reads card information (「レベル3以上の
    カードの技」) reads the source card's (4.15.2) under the engine's reading of the audit's
    ``delayed_trigger_information``, none under the other."""
    opp = ctx.state.opponent(master)
    # 3.8.4 / 3.8.6: the technique's information is its card's, as it was before it moved
    moved = ("3.8.4", "3.8.6") if _moved_since(ctx, uid, placed) is not None else ("3.8.4",)

    def cancels(player: str) -> list[tuple[str, int]]:
        return [
            (c.uid, i)
            for zid in ctx.state.players[player].zones
            for c in stated_cards(ctx.zone(player, zid))
            for i, prog in programs(c)
            if prog.keyword == "cancel" and _in_area(ctx, c.uid, prog)
        ]

    own = cancels(master)
    if own and not before and not chosen:
        # 12.1.1: a cancel is used on the opponent's ability: the master's own cancels cannot
        # choose this technique (they stay where they are because of it); 8.5.1.3.1: a cancel
        # chooses only an ability meeting the condition it prints (「相手の…技」)
        yield Mark(
            clauses=("12.1.1", "8.5.1.3.1"),
            ja=f"{master} のキャンセル（{'、'.join(label(ctx, c) for c, _i in own)}）は相手の能力にのみ使えるため、自分の {label(ctx, uid)} の技は選べない",
            en=f"{master}'s cancels ({', '.join(label(ctx, c) for c, _i in own)}) are used on "
            f"the opponent's abilities only: not on {master}'s own {label(ctx, uid)}",
            # what the cancels not used leave as they are: their cards, the zones they stay in
            # and those their costs would have put them in (as any cancel not used, ``_stays``)
            touches=tuple(dict.fromkeys(t for c, i in own for t in _stays(ctx, c, i))),
        )
        # the master's cancel activation timing came (4.5.1.1 / 4.5.1.2) with none of its
        # cancels able to choose: the window is there, offering nothing (a scenario's
        # ``allowed: false`` on one of those cancels is read here, not at a later window where
        # it may choose an opposing cancel, 12.1.1)
        yield from _empty_cancel_window(ctx, master, uid)
    ready = (ctx.state.vars.get(ACTIVATED_ON) or {}).get(uid)
    if ready is not None and ready[0] == opp:
        # a cancel of ``opp`` activated earlier in this timing choosing this technique (8.5.1.3.1,
        # while it waited in the resolution zone, 8.6.2): it is there, and comes to resolve now
        yield SetVar(
            key=ACTIVATED_ON,
            value={k: v for k, v in (ctx.state.vars.get(ACTIVATED_ON) or {}).items() if k != uid},
        )
        rprog = _program(ctx, ready[1], int(ready[2]))
        if rprog is not None:
            at = yield Mark(
                clauses=("3.8.3", "8.5.1.3.1", *(("3.8.9",) if again else ())),
                caused_by=(int(ready[3]),),
                ja=f"{label(ctx, ready[1])} のキャンセルは {label(ctx, uid)} の技を選んで解決領域にある",
                en=f"{label(ctx, ready[1])}'s cancel is in the resolution zone, choosing "
                f"{label(ctx, uid)}'s technique",
            )
            return (
                yield from _cancel_resolves(
                    ctx, master, uid, prog_of, placed, opp, ready[1], rprog, at
                )
            )
    cands = []
    lk_of = _moved_since(ctx, uid, placed)
    read_card = lk_of.card if lk_of is not None else ctx.card(uid)
    # a cancel of ``opp`` activated already and waiting in the resolution zone
    # (``common.IN_WINDOW``) is not offered again before it resolves: a card whose cancel costs
    # nothing that moves it (no cost, a reveal) would else be activated anew at each cancel
    # activation timing of the same chain (a counter-cancel's, 12.1.1; a re-choice's, 3.8.9),
    # without end under a replay taking first options — each window now takes a cancel not yet
    # waiting there, so the chain ends (the engine's bound, no clause: the rules do not speak
    # of the same cancel activated twice at once)
    waiting = {u for who, u, _k in common.IN_WINDOW.get() if who == opp}
    for c, i in cancels(opp):
        if c in waiting:
            continue
        meets = _cancel_may_choose(ctx, c, i, uid, prog_of, placed)
        if made and meets is not False and _reads_card_info(_program(ctx, c, i)):
            # a delayed trigger holds its source card's information (4.15.2, as 8.13.2 gives it
            # to a technique used by an effect) or none, no card having put it there (3.8.4)
            own = yield unsettled.choose(
                opp, "vs", "delayed_trigger_information", {"source": True, "none": False}
            )
            if not own:
                meets = False
        # 「技効果に“X”を含む技」 read on the technique's text (2.14.7, 2.14.9 / 2.14.2)
        by_text = _text_clauses(ctx, c, i, read_card, prog_of) if read_card is not None else ()
        if meets and by_text:
            yield Mark(
                clauses=("8.5.1.3.1", *by_text),
                ja=f"{label(ctx, uid)} の技はその技効果により {label(ctx, c)} のキャンセルの条件を満たす",
                en=f"{label(ctx, uid)}'s technique meets the condition of {label(ctx, c)}'s "
                "cancel by its text",
                touches=(*_stays(ctx, c, i), uid),
            )
        if meets is None:
            yield Warn(
                "assumption",
                f"{label(ctx, uid)} の情報（レベル等）が記述されていないため、{label(ctx, c)} のキャンセルの条件を満たしうるものとして扱う",
                f"{label(ctx, uid)}'s information (level …) is not given: taken as possibly "
                f"meeting the condition of {label(ctx, c)}'s cancel",
                ("8.5.1.3.1",),
                key="not_given_taken_to_meet",
            )
        if meets is False:
            # 8.5.1.3.1: a cancel chooses only an ability meeting the condition it states, and
            # it is used only when it can choose one (12.1.1): this one cannot be used; the
            # condition is read on the technique's information, its card's (3.8.4)
            by_attr = any(
                op.kind == "choose" and op.attributes
                for op in getattr(_program(ctx, c, i), "ops", ())
            )
            yield Mark(
                clauses=(
                    "8.5.1.3.1",
                    "12.1.1",
                    *moved,
                    *(("2.15.1",) if by_attr else ()),
                    *by_text,
                ),
                ja=f"{label(ctx, c)} のキャンセルの条件を {label(ctx, uid)} の技は満たさないため、選べない（このキャンセルは起動できない）",
                en=f"{label(ctx, uid)}'s technique does not meet the condition of "
                f"{label(ctx, c)}'s cancel: it cannot be chosen (the cancel cannot be used)",
                touches=_stays(ctx, c, i),
            )
            continue
        cprog = _program(ctx, c, i)
        refused = _unpayable(ctx, opp, cprog, c) if cprog is not None else None
        if refused is not None:
            # 12.1.1: a cancel is used by paying its cost; one that cannot be paid in full is
            # not used (8.5.1.3.2)
            yield Mark(
                clauses=("12.1.1", *refused.clauses),
                ja=f"{label(ctx, c)} のキャンセル: {refused.ja}",
                en=f"{label(ctx, c)}'s cancel: {refused.en}",
                touches=_stays(ctx, c, i),
            )
            continue
        cands.append((c, i))
    if not cands:
        if any(c not in waiting for c, _i in cancels(opp)):
            # ``opp`` holds cancels, none of which may be used on this technique (8.5.1.3.1,
            # 12.1.1): its window came, offering none
            yield from _empty_cancel_window(ctx, opp, uid)
        return False
    opts = tuple(
        Option(
            c,
            f"{label(ctx, c)} でキャンセルする",
            f"cancel with {label(ctx, c)}",
            (c, i),
            aliases=(label(ctx, c),),
        )
        for c, i in cands
    )
    # a may-choose (12.1.1 「…することができます」): a card named, `no`, or `yes` and then the card
    pick = yield from may_choose(
        opp,
        "cancel",
        f"{label(ctx, uid)} の技が解決領域にある: キャンセルを起動するか",
        f"{label(ctx, uid)}'s technique is in the resolution zone: use a cancel?",
        opts,
        YES,
        Option("no", "キャンセルしない", "no cancel", None),
        (
            "6.1.2",
            "4.4.3",
            "4.5.1",
            "4.5.1.1" if opp == ctx.state.turn.player else "4.5.1.2",
            "12.1.1",
            *(("3.8.9",) if again else ()),
            *(("8.6.2", "3.8.2") if before else ()),
        ),
        also=(),
    )
    if pick is None and (before or chosen):
        return False
    if pick is None:
        # 4.5.1.3: no cancel activated, the cancel use timing (none to resolve) and then the
        # ability use timing (4.6.1.4) come to the turn player: the technique resolves
        step = yield Mark(
            clauses=("4.5.1.3", "4.6.1.4"),
            ja=f"キャンセルは起動されない: 能力使用タイミングがターンプレイヤーに発生し、{label(ctx, uid)} の技を解決する",
            en=f"no cancel is used: the ability use timing comes to the turn player and {label(ctx, uid)}'s technique resolves",
        )
        return step
    cuid, ci = pick
    prog = _program(ctx, cuid, ci)
    assert prog is not None
    # 8.5.1.3.1: the cancel chooses, as it is activated, an ability in the resolution zone — any
    # of ``master``'s there that meets its condition, not only the one this timing came before
    # (the techniques triggered with it wait there too, 8.6.2; one chosen already may be chosen
    # again, 3.8.9)
    t_uid, t_prog, t_placed = uid, prog_of, placed
    others = [
        (u, pr, pl)
        for who, u, pr, pl in _ZONE.get()
        if who == master
        and u != uid
        and u not in (ctx.state.vars.get(ACTIVATED_ON) or {})
        and _cancel_may_choose(ctx, cuid, ci, u, pr, pl) is not False
    ]
    if others:
        t_uid, t_prog, t_placed = yield Choose(
            opp,
            "choose",
            f"{label(ctx, cuid)} のキャンセルで選ぶ解決領域の能力",
            f"the ability in the resolution zone {label(ctx, cuid)}'s cancel chooses",
            tuple(
                Option(
                    u,
                    f"{label(ctx, u)} の技",
                    f"{label(ctx, u)}'s technique",
                    (u, pr, pl),
                    aliases=(label(ctx, u),),
                )
                for u, pr, pl in [(uid, prog_of, placed), *others]
            ),
            ("8.5.1.3.1", "8.6.2"),
        )
        if t_uid != uid:
            moved = ("3.8.4", "3.8.6") if _moved_since(ctx, t_uid, t_placed) else ("3.8.4",)
    # 「相手の《X》の技」: the technique holds X (2.15.1) — printed in its header, or only added
    # by a technique in force (2.15.2 「全ての技について指定された技属性が追加されます」)
    wanted = {a for op in prog.ops if op.kind == "choose" for a in op.attributes}
    added: tuple[str, ...] = ()
    if wanted:
        printed = set(t_prog.attributes) if t_prog is not None else set()
        added = ("2.15.1",)
        t_lk = _moved_since(ctx, t_uid, t_placed)
        if wanted - printed and wanted & set(_held_added(ctx, t_uid, t_lk)):
            # the technique waiting in the resolution zone holds what its card's techniques
            # were given (3.8.5: the information of a technique put there follows its card's)
            added = ("2.15.1", "2.15.2", "3.8.5")
    m = yield Mark(
        # 3.8.4: a condition the cancel states on what it chooses (「レベル2以上のカードの技」)
        # is met by the technique's information, the information of the card that put it there
        clauses=(
            "8.5.1.3",
            "8.5.1.3.1",
            "12.1.1",
            *(moved if _reads_info(prog) else ()),
            *added,
            # its card is in the zone its [領域] names: it may be used from there (2.14.4), as an
            # activated technique's use says it (8.1.1.1.1)
            *(("2.14.4", *area_clauses(prog.areas)) if prog.areas else ()),
            # another technique of the zone chosen: the cancel activation timing this was
            # (4.5.1.1 / 4.5.1.2), and the zone holding it beside (8.6.2)
            *(
                ("4.5.1", "4.5.1.1" if opp == ctx.state.turn.player else "4.5.1.2", "8.6.2")
                if t_uid != uid
                else ()
            ),
        ),
        ja=f"{opp} は {label(ctx, cuid)} のキャンセルを起動し、{label(ctx, t_uid)} の技を選ぶ",
        en=f"{opp} uses {label(ctx, cuid)}'s cancel, choosing {label(ctx, t_uid)}'s technique",
    )
    ccard = ctx.card(cuid)
    from_hand = zone_of(ctx, cuid) == "hand"
    for op in prog.cost:
        if op.kind != "put" and ccard is not None:
            # 「エネルギー2枚をレスト」, 「このカードをレスト」, hand cards …: paid as any cost
            # (8.5.1.3.2), every item at once
            yield from pay_cost(ctx, opp, cuid, ccard, replace(prog, cost=(op,)), m)
            continue
        yield Move(
            uid=cuid,
            player=opp,
            zone=op.value,
            pos=op.pos or "top",
            clauses=("8.5.1.3.2", "4.16.1"),
            caused_by=(m,),
            ja=f"コストとして {label(ctx, cuid)} を{ZONE_JA.get(op.value, op.value)}に置く",
            en=f"{label(ctx, cuid)} goes to the {op.value} zone for the cost",
        )
    if from_hand:
        yield from _cancel_as_play(ctx, opp, cuid, m)
    # 4.5.1.1 / 4.5.1.2 「キャンセルを起動したらチェックタイミングが発生します」: the cancel is in the
    # resolution zone (8.5.2) beside the technique the timing came before; the rule processes
    # its cost brought about are carried out now, before it resolves (4.4.1, 9.1.1) — the
    # abilities waiting are left to the timings that follow (4.4.3: the cancel activation
    # timing, then the cancel use timing, 4.5.1.3 / 4.6.1)
    window = common.IN_WINDOW.set(
        (
            *common.IN_WINDOW.get(),
            (
                master,
                uid,
                "auto" if prog_of is not None and prog_of.kind == "auto" else "activated",
            ),
            (opp, cuid, "activated"),
        )
    )
    try:
        yield CheckTiming(
            clauses=("4.5.1.1" if opp == ctx.state.turn.player else "4.5.1.2", "8.5.2"),
            rules_only=True,
        )
        if t_uid != uid:
            # chosen another technique waiting in the resolution zone: the cancel is there, and
            # it is resolved at that technique's turn in this cancel use timing (4.6.1.1 / 4.6.1.3)
            yield SetVar(
                key=ACTIVATED_ON,
                value={**(ctx.state.vars.get(ACTIVATED_ON) or {}), t_uid: [opp, cuid, ci, m]},
            )
            return False
        return (yield from _cancel_resolves(ctx, master, uid, prog_of, placed, opp, cuid, prog, m))
    finally:
        common.IN_WINDOW.reset(window)


def _cancel_resolves(
    ctx: Ctx,
    master: str,
    uid: str,
    prog_of: Program | None,
    placed: Any,
    opp: str,
    cuid: str,
    prog: Program,
    m: int,
) -> Proc:
    """The cancel ``cuid`` of ``opp``, activated choosing ``uid``'s technique (step ``m``):
    ``master`` may cancel it in turn (12.1.1); else it resolves (4.6.1) and ``uid``'s technique
    leaves the resolution zone (3.8.8). True when it did."""
    # the cancel is now an ability of ``opp`` in the resolution zone: after the check timing the
    # cancel activation timing comes again (4.5.1.1 / 4.5.1.2), and ``master`` may cancel it
    # (12.1.1); a cancel chosen by a cancel leaves when that one resolves (3.8.8), and the
    # technique it chose is then not cancelled
    countered = yield from _cancel_window(ctx, opp, cuid, prog)
    if countered is True:
        step = yield Mark(
            clauses=("3.8.8", "4.6.1", "4.6.1.4"),
            caused_by=(m, ctx.last),  # the counter-cancel's resolution, just done
            ja=f"{label(ctx, cuid)} のキャンセルは解決されずに解決領域から無くなり、{label(ctx, uid)} の技は解決領域に残る（ほかのキャンセルに選ばれなければ解決される）",
            en=f"{label(ctx, cuid)}'s cancel leaves the resolution zone unresolved: {label(ctx, uid)}'s technique stays there (and resolves unless another cancel chooses it)",
        )
        # 3.8.9 「キャンセルに選ばれていた能力に対して他の○によってキャンセルをし直す事も可能です」:
        # still in the resolution zone, the technique may be chosen by another cancel of ``opp``
        anew = yield from _cancel_window(ctx, master, uid, prog_of, again=True, placed=placed)
        return step if anew is False else anew
    # 3.8.9: the cancel not countered, the cancel activation timing comes on to ``opp``
    # (4.5.1.1 / 4.5.1.2), who may choose the same technique with another cancel; when that one
    # resolves first the technique leaves (3.8.8) and this cancel finds it gone (1.3.2)
    anew = yield from _cancel_window(
        ctx, master, uid, prog_of, again=True, placed=placed, chosen=True
    )
    if anew is True:
        # is this cancel, left without the ability it chose, one 「使った」 (8.12.1, 8.12.2: it
        # resolves doing nothing) or one invalidated as having an improper target (3.8.7)? Asked
        # where a 「技を使った時」 in force reads it (the audit's cancel_target_gone)
        used = True
        if any(_auto(ctx, ctx.state.order(), k) for k in ("self_used", "opp_used")):
            used = yield unsettled.choose(
                opp, "vs", "cancel_target_gone", {"used": True, "invalidated": False}
            )
        card = ctx.card(cuid)
        index = next((i for i, p in programs(card) if p == prog), None) if card else None
        done = yield Mark(
            clauses=("4.6.1", "3.8.8", "1.3.2", *(("8.12.2",) if used else ("3.8.7",))),
            caused_by=(m, ctx.last),
            ja=f"{label(ctx, cuid)} のキャンセルも解決されるが、それが選んだ {label(ctx, uid)} の技は既に解決領域に無い（無効化するものは無い）"
            if used
            else f"{label(ctx, cuid)} のキャンセルが選んだ {label(ctx, uid)} の技は既に解決領域に無く、"
            "キャンセルは不適切な対象であるとして無効化される（解決されない）",
            en=f"{label(ctx, cuid)}'s cancel resolves too, but the technique it chose "
            f"({label(ctx, uid)}'s) has already left the resolution zone: nothing to negate"
            if used
            else f"the technique {label(ctx, cuid)}'s cancel chose ({label(ctx, uid)}'s) has "
            "left the resolution zone: the cancel is invalidated as having an improper target "
            "(not resolved)",
            # 8.12.1: a cancel resolved is a technique its master used (``trigger_technique``)
            tag="used" if used else None,
            data={"master": opp, "uid": cuid, **({"index": index} if index is not None else {})},
            touches=(cuid,),
        )
        if used:
            yield from _cancel_rest(ctx, opp, cuid, prog, done)
        return True
    if anew is not False:
        # read as 4.6.1.4 is printed: the technique resolved first (``cancel_timing_after_…``)
        return anew
    if opp != ctx.state.turn.player:
        # the non-turn player's cancel, none of the turn player's in the resolution zone: 4.6.1.2
        # / 4.6.1.3 give it the cancel use timing, 4.6.1.4 (the same condition as printed) the
        # turn player the ability use timing — the audit's cancel_timing_after_non_turn_player,
        # both readings run (the engine's: the cancel resolves first)
        first = yield unsettled.choose(
            ctx.state.turn.player,
            "vs",
            "cancel_timing_after_non_turn_player",
            {"non_turn_player": True, "as_printed": False},
        )
        if not first:
            return (
                yield Mark(
                    clauses=("4.6.1.4", "4.7.1.1"),
                    caused_by=(m,),
                    ja=f"4.6.1.4 のとおり能力使用タイミングがターンプレイヤーに発生し、{label(ctx, uid)} の技が"
                    f"先に解決される（{label(ctx, cuid)} のキャンセルが選んだ技はその後には無い）",
                    en=f"as 4.6.1.4 is printed, the ability use timing comes to the turn player and "
                    f"{label(ctx, uid)}'s technique resolves first (what {label(ctx, cuid)}'s "
                    "cancel chose is gone after it)",
                )
            )
    done = yield Mark(
        clauses=(
            "4.6.1",
            *(("4.6.1.1",) if opp == ctx.state.turn.player else ("4.6.1.2", "4.6.1.3")),
            "3.8.8",
            "8.1.1.1.3",
        ),
        caused_by=(m,),
        ja=f"キャンセルが解決され、{label(ctx, uid)} の技は無効化されて解決領域から無くなる（使ったことにならない）",
        en=f"the cancel resolves: {label(ctx, uid)}'s technique is negated and leaves the resolution zone (not used)",
        tag="cancelled",
        data={"master": master, "uid": uid, "by": opp, "cancel": cuid},
        touches=(uid, *_affects(ctx, master, prog_of)),
    )
    if zone_of(ctx, uid) == "hand":
        # 4.4.2: the card whose [手札] ability could not be resolved returns to hidden — it
        # stays in the hand (revealing never moved it, 3.1.8)
        yield Mark(
            clauses=("4.4.2", "3.1.8"),
            caused_by=(done,),
            ja=f"{label(ctx, uid)} は[手札]の能力を解決できなかったため非公開に戻る（手札のまま）",
            en=f"{label(ctx, uid)}'s [hand] ability could not be resolved: the card returns to "
            "hidden (it stays in the hand)",
            touches=(uid,),
        )
    yield from _unrevealed(ctx, uid, cuid)
    yield from _cancel_rest(ctx, opp, cuid, prog, done)
    return True


def _cancel_rest(ctx: Ctx, opp: str, cuid: str, prog: Any, done: int) -> Proc:
    """The cancel's steps after 「…キャンセルする。」 (「あなたは1枚引く。」): done as it resolves, in
    the order written (8.1.1.5), by its master — the player who used it (4.3.4), whose 「あなた」
    it is — whether or not the technique it chose was still there to negate."""
    if len(prog.ops) <= 2:
        return
    who = yield Mark(
        clauses=("4.3.4", "8.1.1.5"),
        caused_by=(done,),
        ja=f"{label(ctx, cuid)} のキャンセルの続きの動作を、それを使った {opp} が実行する",
        en=f"the rest of {label(ctx, cuid)}'s cancel is done by {opp}, who used it",
    )
    yield from _run_ops(ctx, opp, cuid, replace(prog, ops=prog.ops[2:]), cause=(who,))


def _game_end(ctx: Ctx, master: str, op: Any, cause: tuple[int, ...]) -> Proc:
    """「（あなた|相手）は（このゲームに）敗北する / 勝利する」: the player loses (wins: the other
    loses) in the effect's processing, not waiting for a check timing (1.2.5); an effect
    「…は敗北しない」 in force keeps the player in the game (1.3.3, said by the core).
    「…は投了する」: no effect forces a concession (1.2.4.1; 1.2.4: a player concedes by its
    own declaration): nothing is done."""
    if op.who == "all":
        # 「すべてのプレイヤーはゲームに敗北する」: every player loses at once, in the effect's
        # processing (1.2.5); all players losing at once is a draw (1.2.3, said by the core)
        players = tuple(ctx.state.order())
        yield Lose(
            players=players,
            reason="effect",
            clauses=("1.2.5", "1.2.3"),
            caused_by=cause,
            ja=f"効果により {'、'.join(players)} は同時に、チェックタイミングを待たずに敗北する",
            en=f"an effect makes {', '.join(players)} lose at once, not waiting for a check timing",
        )
        return
    who = ctx.state.opponent(master) if op.who == "opponent" else master
    yield from at_once.by_effect(ctx, who, op.value, ("1.2.5",), ("1.2.4.1", "1.2.4"), cause)


# what a step did: a card moved, turned or changed, an effect made (a 「公開」 records its var)
_DID = (Move, MoveMany, Orient, SetCard, AddEffect)


def _modes(ctx: Ctx, master: str, uid: str, prog: Program, op: Any, cause: tuple[int, ...]) -> Proc:
    """「以下から1つを選ぶ。{A}{B}」 (2.14.8): the effects in braces are ones to choose among; as the
    technique resolves its master chooses which (``op.amount`` of them, none twice, 8.13.3.1),
    the ones chosen are done in the order printed and the others do nothing (8.13.3).
    「以下からNつまでを選ぶ」 (``op.up_to``): up to N — the master may stop before each pick, and
    choose none (1.3.5: a number chosen is 0 or more)."""
    modes = list(op.value)
    picks: list[int] = []
    up_to = ("1.3.5",) if getattr(op, "up_to", False) else ()
    for _ in range(min(op.amount, len(modes))):
        opts = tuple(
            Option(str(i + 1), t, t, i, aliases=(t,))
            for i, (t, _ops) in enumerate(modes)
            if i not in picks
        )
        if up_to:
            opts = (*opts, Option("stop", "これ以上選ばない", "choose no more", -1))
        k = yield Choose(
            master,
            "mode",
            f"{label(ctx, uid)} の技: 解決する効果を選ぶ"
            + (f"（{op.amount}つまで）" if up_to else ""),
            f"{label(ctx, uid)}'s technique: choose the effect to resolve"
            + (f" (up to {op.amount})" if up_to else ""),
            opts,
            ("2.14.8", "8.13.3", *(("8.13.3.1",) if op.amount > 1 else ()), *up_to),
        )
        if int(k) < 0:
            break
        picks.append(int(k))
    picks.sort()  # 8.13.3: several chosen are done in the order printed
    chosen = "」「".join(modes[i][0] for i in picks)
    mark = yield Mark(
        clauses=("2.14.8", "8.13.3", *up_to),
        ja=(
            f"{master} は「{chosen}」を選ぶ（選ばれなかった効果は何も行わない）"
            if picks
            else f"{master} は効果を1つも選ばない（どの効果も何も行わない）"
        ),
        en=(
            f"{master} chooses 「{chosen}」 (the effects not chosen do nothing)"
            if picks
            else f"{master} chooses no effect (none of them does anything)"
        ),
        caused_by=cause,
    )
    for i in picks:
        yield from _run_ops(ctx, master, uid, replace(prog, ops=tuple(modes[i][1])), (*cause, mark))


def _did_something(ctx: Ctx, since: int) -> bool:
    """Whether the steps from trace step ``since`` on changed the game (「そうしたら」: the step
    before did what it said)."""
    return any(
        isinstance(ev, _DID)
        or (isinstance(ev, SetVar) and ev.key.startswith("vs.done.") and ev.value)
        for _step, _seq, ev in ctx.events(since)
    )


def run_ops(
    ctx: Ctx,
    master: str,
    uid: str,
    prog: Program,
    cause: tuple[int, ...] = (),
    moved: tuple[str, int] | None = None,
) -> Proc:
    """A technique's effect (``_run_ops``), each of its events passed through the negative
    states in force (``_guarded``: 1.3.3, a prohibition wins over the instruction)."""
    return (
        yield from _guarded(
            ctx, master, uid, prog.attributes, _run_ops(ctx, master, uid, prog, cause, moved)
        )
    )


def _protect_ja(value: tuple[Any, ...]) -> str:
    """A negative state (``cardtext._protect_value``) in words."""
    kind, to, _frm, by_owner, by_zones, by_attrs = value
    who = {"opponent": "相手の", "you": "あなたの"}.get(by_owner or "", "")
    where = "".join(f"{_ZONE_JA.get(z, z)}の" for z in by_zones) + ("カードの" if by_zones else "")
    attrs = "".join(f"《{a}》の" for a in by_attrs)
    act = {
        "rest": "レストされない",
        "stand": "スタンドされない",
        "reverse": "リバースされない",
        "effect": "効果を受けない",
        "move": f"{_ZONE_JA.get(to, to)}に置かれない" if to else "他の領域に移動しない",
    }[kind]
    return f"{who}{where}{attrs}技によって{act}"


def _kept_events(ev: Any) -> list[tuple[str, str, str | None]]:
    """The (card, event, zone) each event of an effect would bring about on a card, as a negative
    state names them (``cardtext.PROTECTED_EVENTS``)."""
    if isinstance(ev, Orient):
        return [(ev.uid, ev.orientation, None)]
    if isinstance(ev, SetCard) and ev.changes.get("orientation") is not None:
        return [(ev.uid, str(ev.changes["orientation"]), None)]
    if isinstance(ev, Move):
        return [(ev.uid, "move", ev.zone)]
    if isinstance(ev, MoveMany):
        return [(u, "move", ev.zone) for u in ev.uids]
    if isinstance(ev, AddEffect):
        return [(ev.target, "effect", None)]
    if isinstance(ev, Do) and ev.verb == "damage":
        return [(str(ev.params.get("card")), "effect", None)]
    return []


def _guarded(ctx: Ctx, master: str, uid: str, attrs: tuple[str, ...], proc: Proc) -> Proc:
    """``proc``'s events, but one that would bring about on a card what a negative state in force
    forbids (「相手の技によってレストされない」, 「…控え室に置かれない」, 「…の効果を受けない」:
    ``cardtext.protected``) is not done: a prohibition wins over an instruction to do it (1.3.3)
    — a step saying why stands in its place, and the rest of the effect goes on."""
    from ruling.games._vs.cardtext import protected

    sent: Any = None
    while True:
        try:
            ev = proc.send(sent)
        except StopIteration as stop:
            return stop.value
        kept = []
        for card, event, dst in _kept_events(ev):
            if ctx.card(card) is None:
                continue
            text = protected(ctx, card, event, master, uid, attrs, dst)
            if text is not None:
                kept.append((card, text))
        if not kept:
            sent = yield ev
            continue
        mark = Mark(
            clauses=("1.3.3", "8.1.1.4", "8.2.1.2"),
            ja="、".join(f"{label(ctx, c)} は「{t}」により、この効果を受けない" for c, t in kept),
            en="; ".join(f"{label(ctx, c)} is kept from it by 「{t}」" for c, t in kept),
            caused_by=getattr(ev, "caused_by", ()),
            touches=tuple(c for c, _ in kept),
        )
        if isinstance(ev, MoveMany) and len(kept) < len(ev.uids):
            sent = yield mark
            sent = yield replace(ev, uids=tuple(u for u in ev.uids if u not in dict(kept)))
            continue
        sent = yield mark


# a value declared that no card of the game holds (2.1.4: any card's name published may be
# declared): it matches no card here
OTHER_VALUE = "（ゲーム内のどのカードも持たない値）"


def _group_cards(ctx: Ctx, master: str, op: Any) -> list[Card]:
    """The cards of ``op.who``'s zones (``GROUPS``) that its description names (``op.info``:
    「「X」」 a name, 2.1)."""
    side, zones = GROUPS[op.who]
    whose = master if side == "you" else ctx.state.opponent(master)
    cards = [c for z in zones for c in ctx.zone(whose, z)]
    return [c for c in cards if not op.info or described_as(ctx, c, (), op.info)]


def _techniques_of(
    cards: list[Card], names: tuple[str, ...], attributes: tuple[str, ...]
) -> list[tuple[str, int, Program]]:
    """The techniques of ``cards`` an effect may put in the resolution zone (8.13.2): those named
    one of ``names`` (2.13.1, 2.13.3.1: each name apart) and holding ``attributes`` (2.15.1). A
    continuous technique is never put there (3.8.3: activated and automatic ones are)."""
    out = []
    for c in cards:
        for i, p in programs(c):
            if p.kind == "continuous":
                continue
            if names and not set(names) & set(p.names):
                continue
            if attributes and not set(attributes) <= set(p.attributes):
                continue
            out.append((c.uid, i, p))
    return out


def _pick_technique(
    ctx: Ctx, master: str, found: list[tuple[str, int, Program]], what: str
) -> Generator[Any, Any, tuple[str, int, Program] | None]:
    """The master's pick among the techniques found (one found: that one); None when none."""
    if len(found) <= 1:
        return found[0] if found else None
    k = yield Choose(
        master,
        "technique",
        f"{what}: どの技を選ぶか",
        f"{what}: which technique?",
        tuple(
            Option(
                f"{label(ctx, u)}#{i}",
                f"{label(ctx, u)} の技{''.join(f'【{n}】' for n in p.names)}",
                f"{label(ctx, u)}'s technique{''.join(f'【{n}】' for n in p.names)}",
                n,
            )
            for n, (u, i, p) in enumerate(found)
        ),
        ("8.13.2",),
    )
    return found[int(k)]


def _choose_technique(
    ctx: Ctx, master: str, op: Any, cause: tuple[int, ...], kind: str
) -> Generator[Any, Any, tuple[str, int, int] | None]:
    """「自分のベンチの「X」の技 / …カードの《Z》技を1つ選び」 (``choose_technique``): the master
    chooses one technique of those cards (8.5.4 / 8.6.11); none: nothing is chosen, and what
    reads the choice does nothing (8.5.4.1.3 / 8.6.11.1.3)."""
    act = kind == "activated"
    found = _techniques_of(_group_cards(ctx, master, op), (), op.attributes)
    got = yield from _pick_technique(ctx, master, found, "選ぶ技")
    described = (*(("2.15.1",) if op.attributes else ()), *info_clauses(op.info))
    if got is None:
        yield Mark(
            caused_by=cause,
            clauses=(("8.5.4.1.3",) if act else ("8.6.11.1.3",)) + described,
            ja="選べる技が無い: 技は選ばれない",
            en="there is no technique to choose: none is chosen",
        )
        return None
    u, i, p = got
    step = yield Mark(
        caused_by=cause,
        clauses=(("8.5.4",) if act else ("8.6.11",)) + described,
        ja=f"{master} は {label(ctx, u)} の技{''.join(f'【{n}】' for n in p.names)}を選ぶ",
        en=f"{master} chooses {label(ctx, u)}'s technique{''.join(f'【{n}】' for n in p.names)}",
        touches=(u,),
    )
    return u, i, step


def _use_technique(
    ctx: Ctx,
    master: str,
    op: Any,
    cause: tuple[int, ...],
    chosen: str | list[str] | None,
    chosen_step: int | None,
    tech_pick: tuple[str, int, int] | None,
) -> Proc:
    """8.13.2 「「～使う」「～使ってよい」とは、その技が解決された時に、その技で指定した技を解決領域に
    置く効果です。この効果で置かれた技の情報は、指定した技を持つカードが発生源となり、同一の情報を
    持っています」: the technique named (【X】, 2.13.1) on the cards said, or the one chosen just
    before, is put in the resolution zone with its card as the source; it resolves at a later
    ability use timing (3.8.3, 4.7.1). What 8.13.2 leaves unsaid is raised where it matters —
    a card outside the technique's [領域] (8.1.1, 2.14.4), a card of the other player (whose
    technique it is, 4.3.4 / 4.3.5), a cost in the technique (2.14.9 / 8.5.1.3.2)."""
    names = tuple(op.value or ())
    named = "".join(f"【{n}】" for n in names)
    found: list[tuple[str, int, Program]]
    why: tuple[int, ...] = cause
    if op.who == "chosen" and not names:
        if tech_pick is None:
            found = []
        else:
            u, i, step = tech_pick
            card = ctx.card(u)
            p = dict(programs(card)).get(i) if card is not None else None
            found = [(u, i, p)] if p is not None else []
            why = (*cause, step)
    elif op.who == "chosen":
        one = chosen[0] if isinstance(chosen, list) and len(chosen) == 1 else chosen
        card = ctx.card(one) if isinstance(one, str) else None
        found = _techniques_of([card], names, ()) if card is not None else []
        why = (*cause, *((chosen_step,) if chosen_step is not None else ()))
    else:
        found = _techniques_of(_group_cards(ctx, master, op), names, ())
    cited = ("8.13.2", *(("2.13.1",) if names else ()))
    got = yield from _pick_technique(ctx, master, found, f"使う技{named}")
    if got is None:
        yield Mark(
            caused_by=why,
            clauses=(*cited, *ctx.principle("impossible")),
            ja=f"使う技{named}が見つからない: 何も解決領域に置かれない",
            en=f"no technique{named} to use is found: nothing is put in the resolution zone",
        )
        return
    u, i, p = got
    if op.optional:
        yes = yield Choose(
            master,
            "use_technique",
            f"{label(ctx, u)} の技{named}を使うか",
            f"use {label(ctx, u)}'s technique{named}?",
            (Option("yes", "使う", "use it", True), Option("no", "使わない", "do not", False)),
            ("8.13.2",),
        )
        if not yes:
            yield Mark(
                caused_by=why,
                clauses=("8.13.2",),
                ja=f"{master} は {label(ctx, u)} の技を使わない",
                en=f"{master} does not use {label(ctx, u)}'s technique",
                touches=(u,),
            )
            return
    if p.areas and zone_of(ctx, u) not in p.areas:
        # 8.13.2 names no [領域]; 8.1.1 / 2.14.4 make a technique in force only in its own
        in_force = yield unsettled.choose(
            master,
            "vs",
            "technique_used_by_effect_area",
            {"used": True, "not_in_force": False},
        )
        if not in_force:
            yield Mark(
                caused_by=why,
                clauses=("8.1.1", "2.14.4"),
                ja=f"{label(ctx, u)} はその技の[領域]に無く、技は有効でない: 何も使われない",
                en=f"{label(ctx, u)} is outside its technique's [area]: the technique is not in "
                "force, and nothing is used",
                touches=(u,),
            )
            return
    w = ctx.where(u)
    holder = w[0] if w else master
    user = master
    if holder != master:
        # 8.13.2 names the source and the information, never the master (4.3.4 / 4.3.5)
        user = yield unsettled.choose(
            master,
            "vs",
            "technique_used_by_effect_master",
            {"user": master, "source_master": holder},
        )
        whose = yield Mark(
            caused_by=why,
            clauses=("8.13.2",),
            ja=f"{label(ctx, u)}（{holder} のカード）の技を {master} の効果が使う: その技のマスターは {user}",
            en=f"{master}'s effect uses the technique of {label(ctx, u)} ({holder}'s card): its "
            f"master is {user}",
            touches=(u,),
        )
        why = (*why, whose)
    pay = False
    if p.cost:
        # 2.14.9: the cost bracket is part of the technique; 8.5.1.3.2: paid in the activation
        pay = yield unsettled.choose(
            master, "vs", "technique_used_by_effect_cost", {"not_paid": False, "paid": True}
        )
    yield Mark(
        caused_by=why,
        clauses=cited,
        ja=f"{label(ctx, u)} の技{''.join(f'【{n}】' for n in p.names)}が解決領域に置かれる（発生源は "
        f"{label(ctx, u)}、マスターは {user}）",
        en=f"{label(ctx, u)}'s technique{''.join(f'【{n}】' for n in p.names)} is put in the "
        f"resolution zone (its source {label(ctx, u)}, its master {user})",
        touches=(u,),
        tag=USED_BY_EFFECT,
        data={"master": user, "uid": u, "index": i, "pay": bool(pay), "auto": p.kind == "auto"},
    )


def _declared_values(ctx: Ctx, field: str) -> list[str]:
    """The values of ``field`` the cards of the game hold (names 2.1, technique attributes 2.15),
    in the order the players' zones list them: the declarations that can change what a step
    finds (any other is one that matches no card, ``OTHER_VALUE``)."""
    from ruling.games._vs.cardtext import attributes_of

    out: list[str] = []
    for pl in ctx.state.order():
        for z in ctx.state.players[pl].zones:
            for c in ctx.zone(pl, z):
                if field == "attribute":
                    got = list(attributes_of(c))
                elif field == "work":
                    # a card's work, and the works referred to together with it (2.9.1.1, 12.5):
                    # a declaration of one of them may find it (2.9.2, ``declared_work_mutual_
                    # reference``)
                    got = [w for x in _as_values(c.value("work")) for w in works_printed(str(x))]
                else:
                    v = c.value("name") or c.name
                    got = [str(x) for x in (v if isinstance(v, (list, tuple)) else [v]) if x]
                out += [x for x in got if x not in out]
    return out


def _declare(ctx: Ctx, master: str, uid: str, op: Any, cause: tuple[int, ...]) -> Proc:
    """「（あなたは）名前 / 技属性を1つ宣言する」: the master declares one value of the field (2.1.4:
    a name a published card holds, 2.15.3: a technique attribute) — a value a card of the game
    holds, or another (one no card here holds). Returns (the value, the step)."""
    field = op.value
    words = {
        "name": ("名前", "a name"),
        "attribute": ("技属性", "a technique attribute"),
        "work": ("作品名", "a work name"),
    }[field]
    values = _declared_values(ctx, field)
    opts = tuple(Option(v, v, v, v) for v in values) + (
        Option("other", OTHER_VALUE, "a value no card of the game holds", OTHER_VALUE),
    )
    got = yield Choose(
        master,
        "declare",
        f"{label(ctx, uid)} の技: 宣言する{words[0]}",
        f"{label(ctx, uid)}'s technique: {words[1]} to declare",
        opts,
        DECLARE_CLAUSES[field],
    )
    step = yield Mark(
        clauses=("8.1.1.5", *DECLARE_CLAUSES[field]),
        caused_by=cause,
        ja=f"{master} は{words[0]}「{got}」を宣言する",
        en=f"{master} declares {words[1]}: {got}",
    )
    if field == "work" and len(works_referred(str(got))) > 1:
        # a declared work of a group of works referred to together (12.5): 2.9.2.1 says the
        # declaration is of that work alone, 2.9.1.1 / 12.5 that a technique's reference to a
        # work name reaches its group — which governs the reference to the declared name is
        # not written (``declared_work_mutual_reference``): both readings run
        alone = yield unsettled.choose(
            master,
            "vs",
            "declared_work_mutual_reference",
            {"declared_only": True, "group": False},
        )
        if alone:
            return ONLY_WORK + str(got), step
    return str(got), step


def _added_attribute_clauses(
    ctx: Ctx, wanted: tuple[str, ...], cards: list[Card]
) -> tuple[str, ...]:
    """2.15.2 when a card found by 「《X》の」 holds X only as an attribute added by a technique in
    force (not printed: 「全ての技について指定された技属性が追加されます」), with 8.9.1.2: that
    addition is a continuous effect changing no value of the card's information, applied at that
    stage of 8.9.1 (before the value changes of 8.9.1.3)."""
    from ruling.games._vs.cardtext import attributes_of

    if wanted and any(
        set(wanted) - set(attributes_of(c)) and set(wanted) & set(granted_attributes(ctx, c.uid))
        for c in cards
    ):
        return ("2.15.2", "8.9.1.2")
    return ()


def _blank_attribute_reading(ctx: Ctx, master: str, op: Any) -> Proc:
    """Before a step that looks for cards by a technique attribute (2.15.1): where a card of the
    game printing no technique is given one by 「…の技は追加で《X》になる」 (2.15.2: 「全ての技に
    ついて」 — a card with none), the point ``added_attribute_card_without_technique`` is asked
    once per ruling (both readings run; ``cardtext.granted_attributes`` reads it)."""
    if not op.attributes or ctx.state.vars.get(BLANK_ATTRIBUTE_READING) is not None:
        return
    blank = [
        c
        for pl in ctx.state.order()
        for z in ctx.state.players[pl].zones
        for c in ctx.zone(pl, z)
        if prints_no_technique(c) and set(op.attributes) & set(granted_attributes(ctx, c.uid))
    ]
    if not blank:
        return
    got = yield unsettled.choose(
        master,
        "vs",
        "added_attribute_card_without_technique",
        {"card_gains": True, "no_technique": False},
    )
    yield SetVar(key=BLANK_ATTRIBUTE_READING, value=bool(got))


def _with_declared(op: Any, value: str) -> Any:
    """``op`` with the declared value in the place of ``DECLARED`` (its filters and condition)."""

    def put(x: Any) -> Any:
        if x == DECLARED:
            return value
        if isinstance(x, tuple):
            return tuple(put(y) for y in x)
        return x

    return replace(op, attributes=put(op.attributes), info=put(op.info), cond=put(op.cond))


def _each_player(
    ctx: Ctx, master: str, uid: str, prog: Program, op: Any, cause: tuple[int, ...]
) -> Proc:
    """「すべてのプレイヤーは、自分の…を選び、…」 (``Op("each_player")``, value: the master's steps,
    its opponent's): each player makes its own choice and does the steps about it; several
    players asked to choose at once, the turn player chooses first, then the other (1.3.4)."""
    tp = ctx.state.turn.player
    opp = ctx.state.opponent(master)
    order = [(master, op.value[0]), (opp, op.value[1])]
    if tp == opp:
        order.reverse()
    first = yield Mark(
        caused_by=cause,
        clauses=("1.3.4",),
        ja=f"すべてのプレイヤーが選択を行う: ターンプレイヤー（{tp}）が先に、次に{order[1][0]}が選ぶ",
        en=f"every player makes the choice: the turn player ({tp}) first, then {order[1][0]}",
    )
    for _p, ops in order:
        yield from _run_ops(ctx, master, uid, replace(prog, ops=tuple(ops)), (*cause, first))


def _ring_of_no_player(master: str, prog: Program) -> Generator[Any, Any, Program]:
    """「リングのカードは+A/+Bされる」 with no player named (the compiler's ``ring``): the rules
    name no owner — the document's own 「リングのカード」 is either player's (9.3.1, 9.4.1), a
    zone a text names with no owner may be the master's (the bench card supports the master's
    own ring card, 3.3.3.1, 7.1.3.2). Both readings run (the audit's ``ring_card_no_player``):
    the master's ring card, or each player's, the step done on each in turn (8.1.1.5)."""
    both = yield unsettled.choose(
        master, "vs", "ring_card_no_player", {"master_ring": False, "every_ring": True}
    )
    sides = ("your_ring", "opp_ring") if both else ("your_ring",)
    ops: list[Any] = []
    for op in prog.ops:
        ops += [replace(op, who=w) for w in sides] if op.who == "ring" else [op]
    return replace(prog, ops=tuple(ops))


def _left_hand_unrevealed(ctx: Ctx, uid: str, trigger_step: int | None) -> bool:
    """Whether the card of a [手札] technique left the hand before the first check timing after
    its trigger, where it would have been revealed (4.4.1.1): then it never was; moved after
    that, it was revealed there and its technique resolves all the same (4.4.1.2)."""
    if zone_of(ctx, uid) == "hand":
        return False
    for s in range((trigger_step or 0) + 1, ctx.last + 1):
        if ctx.step_kind(s) == "check_timing":
            return False
        if any(m[0] == uid and m[2] == "hand" for m in ctx.moves(s)):
            return True
    return False


def _ring_refill_between_steps(ctx: Ctx) -> Proc:
    """Between two steps of one effect, a player's ring a step before left empty (its deck
    holding a card): the point ring_refill_moment — under ``at_once`` the deck's top card is
    put there now (7.1.5.4, 3.3.2.3), under the engine's ``check_timing`` at the next check
    timing (9.6.1, 9.1.1)."""
    from ruling.games._vs.basic import refill_ring

    if ctx.state.turn.step == "resolution":
        # in the attack resolution step the battle's procedure refills the ring itself, as
        # 7.1.5.4 writes it there (``attack``): not this point
        return
    empty = [p for p in ctx.state.order() if not ctx.zone(p, "ring") and ctx.zone(p, "deck")]
    if not empty:
        return
    now = yield unsettled.choose(
        ctx.state.turn.player,
        "vs",
        "ring_refill_moment",
        {"check_timing": False, "at_once": True},
    )
    if now:
        for p in empty:
            yield from refill_ring(ctx, p, ("7.1.5.4",))


def _run_ops(
    ctx: Ctx,
    master: str,
    uid: str,
    prog: Program,
    cause: tuple[int, ...] = (),
    moved: tuple[str, int] | None = None,
) -> Proc:
    """8.1.1.5: the steps in the order written; a step whose target cannot be found does
    nothing (8.6.5, 8.6.11.1.3). ``moved``: the technique triggered on its card's own move
    (領域移動誘発) to that zone, where the card then was that stay (``placed``): 「このカード」 is
    looked for there, and not found there the step fails (8.6.7)."""
    chosen: str | list[str] | None = None
    start = ctx.last + 1  # the first trace step of this effect (a card it moved: 8.7.1.2)
    looked: list[str] = []  # the deck's top cards a 「見る」 step just looked at (4.11.2)
    look_steps: list[int] = []  # the step of that look (a cause of a choice among them)
    put_top: list[str] = []  # the deck's top cards a 「山札の上からN枚を…に置く」 step just moved
    dipped: dict[str, int] = {}  # cards whose defence went to 0 or less at a step of this effect
    chosen_step: int | None = None
    ignored: tuple[int, str] | None = None  # a choice that found no target, and whose
    cond_mark: int | None = None  # the step that found a step's own condition met
    # the sentence condition the steps ``UNDER`` it rest on: whether it held, and the step that
    # read it (「Xなら、AしBする」: X read at A, B done only if it held, 8.6.5)
    gate: tuple[bool, int | None] = (True, None)
    if any(o.kind == "reveal" for o in prog.ops) and ctx.state.vars.get("vs.done.reveal"):
        yield SetVar(key="vs.done.reveal", value=None)  # a reveal of an earlier technique
    began: int | None = None  # the first trace step of the step before (「そうしたら」)
    # 「A。Xなら、かわりにB。」: X read once, as the step replaced is reached (``cardtext._ops``)
    decided: dict[Any, tuple[bool, str, str]] = {}
    if len(prog.ops) > 1:
        # an ability of several actions: each done in the order the text writes them (8.1.1.5
        # 「ひとつの能力の中で複数の動作を実行する能力は、その能力のテキストに記述されている順に
        # 実行されます」) — the procedure every step of it rests on
        order = yield Mark(
            caused_by=cause,
            clauses=("8.1.1.5",),
            ja=f"{label(ctx, uid)} の技の動作を、テキストに記述されている順に実行する",
            en=f"the actions of {label(ctx, uid)}'s technique are done in the order written",
        )
        cause = (*cause, order)
    declared: str | None = None  # the value a 「…を1つ宣言する」 step declared (2.1.4, 2.15.3)
    # the technique a 「…の技を1つ選び」 step chose (its card, its index, the step): what 「使う」
    # after it puts in the resolution zone (8.13.2)
    tech_pick: tuple[str, int, int] | None = None
    accepted: set[int] = set()  # optional steps (「…してもよい」) their player chose to do
    if any(op.who == "ring" for op in prog.ops):
        prog = yield from _ring_of_no_player(master, prog)
    if prog.kind == "auto" and any("opponent" in (op.who, op.by) for op in prog.ops):
        # 「相手は…」 in an automatic technique: the player opposite its master — the player
        # whose card has it (4.3.5), whoever's turn it is
        whose = yield Mark(
            caused_by=cause,
            clauses=("4.3.5",),
            ja=f"{label(ctx, uid)} の技のマスターは {master}: テキストの「相手」は "
            f"{ctx.state.opponent(master)}",
            en=f"the master of {label(ctx, uid)}'s technique is {master}: 「相手」 in its text is "
            f"{ctx.state.opponent(master)}",
        )
        cause = (*cause, whose)
    res_began = ctx.last + 1  # this resolution's first step (a 「そうしたら」 reads its choice)
    for i, op in enumerate(prog.ops):
        if i:
            # a ring a step before left empty: refilled at once (7.1.5.4 「ただちに」, 3.3.2.3
            # 「常に 1 枚」) or only at the next check timing (9.6.1 a rule process, 9.1.1) — the
            # audit's ring_refill_moment, both readings run, before the next step reads it
            yield from _ring_refill_between_steps(ctx)
        did = began is not None and _did_something(ctx, began)
        # the steps of the step before: what a 「そうしたら」 found done or not rests on them
        before_steps = tuple(range(began, ctx.last + 1)) if began is not None else ()
        began = ctx.last + 1
        if op.kind == "each_player":
            yield from _each_player(ctx, master, uid, prog, op, cause)
            continue
        if op.kind == "choose_technique":
            tech_pick = yield from _choose_technique(ctx, master, op, cause, prog.kind)
            continue
        if op.kind == "use_technique":
            yield from _use_technique(ctx, master, op, cause, chosen, chosen_step, tech_pick)
            continue
        if op.kind == "declare":
            declared, declared_step = yield from _declare(ctx, master, uid, op, cause)
            cause = (*cause, declared_step)
            continue
        if declared is not None and mentions_declared(op):
            op = _with_declared(op, declared)
        yield from _blank_attribute_reading(ctx, master, op)
        if cond_mark is not None and op.cond != UNDER:
            # that condition was the step before's only: it causes nothing further
            cause = tuple(x for x in cause if x != cond_mark)
            cond_mark = None
        if op.cond == UNDER:
            # 「Xなら、AしBする」: B under the condition its sentence opened with, read once as A
            # was reached (8.1.1.5); not met, B does nothing either (8.6.5 「その行動および、その
            # 後続く行動は…何も起きなくなります」) — met, it is done as written
            held, read_at = gate
            if not held:
                yield Mark(
                    clauses=("8.6.5", "8.1.1.5"),
                    ja="この文の「なら」の条件を満たさないため、この行動も何もしない",
                    en="the condition of this sentence is not met: this step does nothing either",
                    touches=_affects(ctx, master, replace(prog, ops=(op,))),
                    caused_by=(*cause, *((read_at,) if read_at is not None else ())),
                )
                continue
        elif op.cond == OTHERWISE:
            # 「Xなら、A。そうでないなら、B」: B only if X, read as A was reached, was not met
            # (8.6.5, 8.1.1.5) — that reading kept, X not read again
            held, read_at = gate
            mark = yield Mark(
                clauses=("8.6.5", "8.1.1.5"),
                ja="「そうでないなら」: 直前の「なら」の条件は"
                + ("満たされたため、この行動は何もしない" if held else "満たされなかった"),
                en="「そうでないなら」: the condition before "
                + ("was met: this step does nothing" if held else "was not met"),
                touches=_affects(ctx, master, replace(prog, ops=(op,))) if held else (),
                caused_by=(*cause, *((read_at,) if read_at is not None else ())),
            )
            if held:
                continue
            cause = (*cause, mark)  # type: ignore[assignment]
        elif op.cond is not None and op.cond[0] == "unless_done":
            # 「そうでないなら / そうしなかったなら」 after a look's case: this step only if the step
            # before did nothing (8.1.1.5; 8.6.5 its condition not met, or declined)
            mark = yield Mark(
                clauses=("8.1.1.5", "8.6.5"),
                ja="「そうでないなら」: 直前の行動は"
                + ("行われたため、この行動は何もしない" if did else "行われなかった"),
                en="「そうでないなら」: the step before "
                + ("was done: this step does nothing" if did else "was not done"),
                touches=_affects(ctx, master, replace(prog, ops=(op,))) if did else (),
                caused_by=cause,
            )
            if did:
                continue
            cause = (*cause, mark)  # type: ignore[assignment]
        elif op.cond is not None and op.cond[0] == "if_done":
            # 「そうしたら、」: this step only if the step before did what it said (8.1.1.5);
            # declined (「…てよい」) or with nothing it could do, it did not — a step that had to
            # be done and could not be: 8.6.5 (「「～したら」で示された項目を実行できない」場合、その
            # 後続く行動は…何も起きなくなります)
            # (an optional step its player chose to do and that could not be done is such a step)
            unable = not did and i > 0 and (not prog.ops[i - 1].optional or i - 1 in accepted)
            short = ctx.state.vars.get(SHORT_CHOICE)
            on_chosen = prog.ops[i - 1].who == "chosen" and short is not None and short >= res_began
            if did and (short in before_steps or on_chosen):
                # the step before chose fewer than it names and was done on those (8.6.11.1.2,
                # 1.3.2): done for 「そうしたら」, or an item 「実行できない」 (8.6.5)? The rules text
                # does not say (the audit's then_after_partial_choice, both run)
                did = yield from unsettled.holds(
                    master, "vs", "then_after_partial_choice", "as_far_as_possible"
                )
                unable = not did
            cond_mark = yield Mark(
                clauses=("8.1.1.5", "8.6.5") if unable else ("8.1.1.5",),
                ja="「そうしたら」: 直前の行動は"
                + ("行われた" if did else "行われなかったため、この行動は何もしない"),
                en="「そうしたら」: the step before "
                + ("was done" if did else "was not done: this step does nothing"),
                touches=() if did else _affects(ctx, master, replace(prog, ops=(op,))),
                caused_by=cause if did else (*cause, *before_steps),
            )
            if not did:
                cond_mark = None
                continue
            cause = (*cause, cond_mark)  # type: ignore[assignment]
        elif op.cond is not None and op.cond[0] == "instead":
            # 「A。Xなら、かわりにB。」: B is done in place of A (8.2.1.3) when X holds; X is read
            # once, as A is reached (8.1.1.5), and A is done when it does not
            _k, c, replacing = op.cond
            if c not in decided:
                decided[c] = condition_holds(ctx, master, c, uid)
            held, ja, en = decided[c]
            ok = held == replacing
            if replacing:
                ja = f"{ja}: " + (
                    "条件を満たすため、かわりにこの行動を行う"
                    if ok
                    else "条件を満たさないため、この行動は行わない"
                )
                en = f"{en}: " + (
                    "the condition holds: this step is done instead"
                    if ok
                    else "the condition is not met: this step is not done"
                )
            else:
                ja = f"{ja}: " + (
                    "条件を満たすため、この行動はかわりの行動に置き換わる"
                    if not ok
                    else "条件を満たさないため、この行動を行う"
                )
                en = f"{en}: " + (
                    "the condition holds: this step is replaced"
                    if not ok
                    else "the condition is not met: this step is done"
                )
            cond_mark = yield Mark(
                clauses=("8.2.1.3", "8.1.1.5", *_cond_clauses(c)),
                ja=ja,
                en=en,
                watch=condition_refs(ctx, master, c, uid),
                touches=() if ok else _affects(ctx, master, replace(prog, ops=(op,))),
                caused_by=cause,
            )
            if not ok:
                cond_mark = None
                continue
            cause = (*cause, cond_mark)  # type: ignore[assignment]
        elif op.cond is not None:
            # 「その後、…なら、<step>」: the step's own condition, read as it is reached (8.6.5
            # in the order written, 8.1.1.5); not met, this step does nothing. 「そのカードの
            # レベルが…なら」 after a look: the card looked at (``looked``), read as a card's own
            refs = (op.cond, uid)
            used: list[str] = []
            if op.cond[0] == "among_looked":
                ok, ja, en = _among_looked_holds(ctx, looked, op.cond)
                used += ["4.11.2"]
            elif op.cond[1:2] == ("looked",):
                from ruling.games._vs.common import LOOKED_CARD

                seen = [u for u in looked if zone_of(ctx, u) == "deck"]
                if seen:
                    # the card looked at (who ``looked``), any other card of the condition
                    # (「このカードのレベル以下なら」) read as itself
                    t_looked = LOOKED_CARD.set(seen[0])
                    try:
                        ok, ja, en = condition_holds(ctx, master, op.cond, uid)
                    finally:
                        LOOKED_CARD.reset(t_looked)
                else:
                    ok, ja, en = (
                        False,
                        "見たカードは山札にない",
                        "the card looked at is not in the deck",
                    )
            elif op.cond[1:2] == ("put_top",):
                # 「山札の上から1枚を…に置く。そのカードのレベルが…なら」: the card that step moved,
                # read where it is now — moved from the hidden deck to a public zone, its
                # information there (8.7.1.1)
                there = put_top[0] if put_top and ctx.card(put_top[0]) is not None else None
                if there is not None:
                    refs = ((op.cond[0], "this", *op.cond[2:]), there)
                    ok, ja, en = condition_holds(ctx, master, *refs)
                    zid = ctx.state.find(there)
                    z = ctx.game.zone(zid[1]) if zid else None
                    if z is not None and z.public:
                        ja = f"{ja}（公開領域に置かれた状態での情報）"
                        en = f"{en} (its information in the public zone it was put in)"
                        used.append("8.7.1.1")
                else:
                    ok, ja, en = (False, "置いたカードがない", "no card was put")
            elif op.cond[1:2] == ("chosen",):
                # 「そのカードの…がN以上なら」 after a choice of one card: the card chosen, read
                # where it is now — moved by this effect from the field to another zone, as it
                # last was on the field (8.7.1.2; 8.11.1 the last information of the zone it
                # left: its values there, ``common.field_info``)
                from ruling.games._vs.common import MOVED_READ, MOVED_READ_USED

                picked = chosen if isinstance(chosen, str) else (chosen or [None])[0]
                if picked is not None and ctx.card(picked) is not None:
                    refs = ((op.cond[0], "this", *op.cond[2:]), picked)
                    lk = ctx.last_known(picked)
                    # moved by this effect (a card that left the field before it is a new card
                    # where it is, 3.1.3: read there)
                    by_this = lk is not None and lk.step >= start
                    t1 = MOVED_READ.set(frozenset((picked,)) if by_this else frozenset())
                    t2 = MOVED_READ_USED.set(used)
                    try:
                        ok, ja, en = condition_holds(ctx, master, *refs)
                    finally:
                        MOVED_READ_USED.reset(t2)
                        MOVED_READ.reset(t1)
                    if "8.7.1.2" in used:
                        used.append("8.11.1")
                        ja = f"{ja}（フィールドにあった状態での情報）"
                        en = f"{en} (its information as it was on the field)"
                    else:
                        # moved by this effect from a hidden zone to a public one: read where
                        # it is, public (8.7.1.1)
                        went = [
                            (zfrom, zto)
                            for k in range(start, ctx.last + 1)
                            for u, _p, zfrom, _t, zto in ctx.moves(k)
                            if u == picked
                        ]
                        was = ctx.game.zone(went[0][0]) if went else None
                        now = ctx.game.zone(went[-1][1]) if went else None
                        if was is not None and now is not None and not was.public and now.public:
                            used.append("8.7.1.1")
                            ja = f"{ja}（公開領域に置かれた状態での情報）"
                            en = f"{en} (its information in the public zone it was put in)"
                        elif (
                            was is not None
                            and now is not None
                            and was.public
                            and now.public
                            and op.cond[0] == "stat"
                        ):
                            ok, ja, en = yield from _public_move_read(
                                ctx, master, picked, op.cond, (ok, ja, en), used
                            )
                else:
                    ok, ja, en = (
                        False,
                        "選んだカードがない",
                        "no card was chosen",
                    )
            if op.cond[1:2] not in (("looked",), ("chosen",), ("put_top",)) and (
                op.cond[0] != "among_looked"
            ):
                # the card that moved read as it was (8.7.1): the clauses it used
                ok, ja, en = yield from _holds(ctx, master, op.cond, uid, moved, used)
            read = tuple(dict.fromkeys((*_cond_clauses(op.cond), *used)))
            if op.cond[0] == "done":
                # 「公開したなら」: the step that did it (or found nothing to do) is why
                did = ctx.step_of(f"var:vs.done.{op.cond[1]}")
                cause = (*cause, *((did,) if did is not None and ok else ()))
            cond_mark = yield Mark(
                clauses=("8.6.5", "8.1.1.5", *read),
                ja=f"{ja}: 条件を{'満たす' if ok else '満たさないため、この行動は何もしない'}",
                en=f"{en}: the condition {'holds' if ok else 'is not met: this step does nothing'}",
                watch=condition_refs(ctx, master, *refs)
                if refs[0][1:2] not in (("looked",), ("chosen",), ("put_top",))
                and refs[0][0] != "among_looked"
                else (),
                touches=() if ok else _affects(ctx, master, replace(prog, ops=(op,))),
                caused_by=cause,
            )
            gate = (ok, cond_mark)
            if not ok:
                cond_mark = None
                continue
            cause = (*cause, cond_mark)  # type: ignore[assignment]
        if op.optional:
            what = {"draw": "引く", "draw_up_to": "引く", "stat": "値を変える", "put": "置く"}
            # 「相手は…選び、…置いてよい」: the player who does the step decides (8.1.1.5)
            decider = ctx.state.opponent(master) if op.by == "opponent" else master
            yes = yield from choose_yes_no(
                decider,
                "optional",
                f"{label(ctx, uid)} の技: {what.get(op.kind, op.kind)}か（「…してもよい」）",
                f"{label(ctx, uid)}'s technique: do the optional step ({op.kind})?",
                ("する", "do it"),
                ("しない", "do not"),
                ("8.1.1.5",),
            )
            if not yes:
                yield Mark(
                    clauses=("8.1.1.5",),
                    ja=f"{decider} は「…してもよい」の行動を行わない",
                    en=f"{decider} does not do the optional step",
                    touches=_affects(ctx, master, prog),
                )
                continue
            accepted.add(i)
        if op.kind == "modes":
            yield from _modes(ctx, master, uid, prog, op, cause)
            continue
        if op.kind == "draw":
            # 4.10.3: the player the text names (「相手は…引く」: the master's opponent)
            drawer = ctx.state.opponent(master) if op.who == "opponent" else master
            amount = op.amount
            if isinstance(op.value, tuple) and op.value[:1] == ("value_of",):
                # 「そのカードのレベルに等しい枚数引く」: the level of the card named, read now
                amount, read = _card_level(ctx, uid, op.value[1], chosen)
                counted = yield Mark(
                    clauses=("8.1.1.5", "4.10.3", *read),
                    ja=f"引く枚数はそのカードのレベル: {amount}枚",
                    en=f"the number to draw is that card's level: {amount}",
                    touches=(f"{drawer}.hand", f"{drawer}.deck") if amount <= 0 else (),
                    caused_by=cause,
                )
                cause = (*cause, counted)
                if amount <= 0:
                    continue
            if op.count_of:
                # 「Yと同じ枚数引く」: the cards Y counted now, as the step is done (8.1.1.5);
                # 0 of them: the draw is not done at all (the draw action's 1.3.2.2)
                amount = per_count(ctx, master, op, uid)
                side, zones = COUNTED[op.count_of]
                whose = master if side == "you" else ctx.state.opponent(master)
                counted = yield Mark(
                    clauses=("8.1.1.5", "4.10.3"),
                    ja=f"引く枚数は {whose} の{'・'.join(_ZONE_JA.get(z.split('.')[0], z) for z in zones)}"
                    f"のカードの枚数: {amount}枚",
                    en=f"the number to draw is the count of {whose}'s cards in "
                    f"{', '.join(zones)}: {amount}",
                    watch=tuple(f"{whose}.{z}" for z in zones),
                    caused_by=cause,
                )
                cause = (*cause, counted)
            if op.minus_of:
                # 「AからBを引いた枚数」: B's count taken off A's (8.1.1.5, counted now); 0 or
                # fewer: no draw at all (4.10.3), and a negative count asks for nothing in
                # reverse (1.3.2.2)
                less = per_count(ctx, master, replace(op, count_of=op.minus_of), uid)
                side, zones = COUNTED[op.minus_of]
                whose = master if side == "you" else ctx.state.opponent(master)
                amount -= less
                counted = yield Mark(
                    clauses=("8.1.1.5", "4.10.3", *(("1.3.2.2",) if amount < 0 else ())),
                    ja=f"{whose} の{'・'.join(_ZONE_JA.get(z.split('.')[0], z) for z in zones)}"
                    f"のカード{less}枚を引いて、引く枚数は {amount}枚"
                    + (
                        "（マイナスのため何も行われず、逆の行動も求められない）"
                        if amount < 0
                        else ""
                    ),
                    en=f"{whose}'s {', '.join(zones)} cards ({less}) taken off: the number to "
                    f"draw is {amount}"
                    + (" (negative: nothing is done, nor the reverse)" if amount < 0 else ""),
                    watch=tuple(f"{whose}.{z}" for z in zones),
                    touches=(f"{drawer}.hand", f"{drawer}.deck") if amount <= 0 else (),
                    caused_by=cause,
                )
                cause = (*cause, counted)
                if amount <= 0:
                    continue
            yield Do(
                "draw",
                {"player": drawer, "amount": amount},
                clauses=("8.1.1.5", "8.8.1"),
                caused_by=cause,
            )
        elif op.kind == "swap_frames":
            picked = [c for c in ([chosen] if isinstance(chosen, str) else chosen or [])]
            after = (*cause, *((chosen_step,) if chosen_step else ()))
            yield from _swap_frames(ctx, master, picked, after)
        elif op.kind == "put_looked":
            # the card looked at (4.11.2), still in the deck, to its owner's zone (3.1.4)
            for u in [u for u in looked if zone_of(ctx, u) == "deck"][:1]:
                yield from _put(ctx, u, op.value, cause, op.pos, by=(uid, master))
        elif op.kind == "put_done":
            pass  # the 「置く」 of 「…にレストして置く」: done by the step before (``deck_top``)
        elif op.kind == "deck_top":
            # 「相手の山札の上から…」: the opponent's deck, its cards to the opponent's zone (3.1.4)
            whose = ctx.state.opponent(master) if op.who == "opponent" else master
            put_top = yield from _deck_top(
                ctx, whose, op.amount, op.value, cause, rested="rest" in op.states
            )
        elif op.kind == "hand_discard":
            # 「手札を1枚控え室に置く」: the master's pick among its own hand (3.7.2); none there:
            # nothing is done (1.3.2)
            hand = ctx.zone(master, "hand")
            if not hand:
                yield Mark(
                    caused_by=cause,
                    clauses=("1.3.2",),
                    ja=f"{master} の手札にカードがないため、手札を置く行動は行われない",
                    en=f"{master}'s hand is empty: no hand card is put there",
                    touches=(f"{master}.hand",),
                )
                continue
            pick = yield choose_card(
                master,
                hand,
                "choose_card",
                f"{ZONE_JA.get(op.value, op.value)}に置く手札のカードを選ぶ",
                f"choose a hand card to put in the {ZONE_EN.get(op.value, op.value)}",
                ("8.1.1.5", "3.7.2"),
                also=("choose",),
            )
            yield from _put(ctx, pick, op.value, cause, by=(uid, master))
        elif op.kind == "put_all":
            # 「…のカードをすべて控え室に置く」: every card of the group as the step is reached, none
            # chosen, each to its owner's zone (3.1.4); none there: nothing is done (1.3.2) —
            # 「あなたのリングのカードを」: the ring's card (3.3.2.3, ``RING_PUT_GROUPS``)
            side, zones = {**GROUPS, **RING_PUT_GROUPS}[op.who]
            whose = master if side == "you" else ctx.state.opponent(master)
            cards = [c.uid for z in zones for c in ctx.zone(whose, z)]
            if not cards:
                yield Mark(
                    caused_by=cause,
                    clauses=("1.3.2",),
                    ja=f"{whose} の{_ZONE_JA.get(zones[0].split('.')[0], zones[0])}にカードが無いため、何も置かない",
                    en=f"{whose} has no card there: nothing is put",
                    touches=tuple(f"{whose}.{z}" for z in zones),
                )
            for c in cards:
                yield from _put(ctx, c, op.value, cause, by=(uid, master))
        elif op.kind in ("stand_all_bench", "rest_all_bench"):
            # 「…のベンチのカードをすべて（スタンド|レスト）する」: each card of that bench not in
            # the state is put in it (4.9.1.1 / 4.9.1.2); one already in it is left as it is
            # (「…のエネルギーをすべて…」: the energy zone's cards the same, 3.4.3 an instruction)
            # — the engine states it so (1.3.2.1: the act is not done, no event, no trigger)
            side, zones = GROUPS[op.who]
            whose = master if side == "you" else ctx.state.opponent(master)
            state = "stand" if op.kind == "stand_all_bench" else "rest"
            clause = "4.9.1.1" if state == "stand" else "4.9.1.2"
            for c in [c for z in zones for c in ctx.zone(whose, z)]:
                if op.states and c.orientation not in op.states:
                    # 「…のスタンドしているカードをすべてレストする」: only the cards in that state
                    continue
                yield Orient(
                    uid=c.uid,
                    orientation=state,
                    caused_by=cause,
                    clauses=(clause, "8.1.1.5"),
                    ja=f"{label(ctx, c.uid)} を{'スタンド' if state == 'stand' else 'レスト'}する",
                    en=f"{label(ctx, c.uid)} is {'stood' if state == 'stand' else 'rested'}",
                )
        elif op.kind == "damage":
            picked = [c for c in ([chosen] if isinstance(chosen, str) else chosen or [])]
            after = (*cause, *((chosen_step,) if chosen_step else ()))
            yield from _deal_damage(ctx, master, uid, op, after, picked)
        elif op.kind == "no_stand":
            # 「そのカードは次のスタンドフェイズにスタンドしない」: this card or the card(s) chosen,
            # while each stays where it is (3.1.3: a card that moves is a new card); the stand
            # phase of its master that would stand it leaves it as it is (1.3.3: the prohibition
            # wins) and the effect ends there (``turn.stand_phase``)
            picked = [c for c in ([chosen] if isinstance(chosen, str) else chosen or [])]
            targets = [uid] if op.who == "this" else picked
            after = (*cause, *((chosen_step,) if chosen_step and op.who == "chosen" else ()))
            live = [t for t in targets if zone_of(ctx, t) in FIELD_ZONES]
            for t in live:
                yield AddEffect(
                    target=t,
                    stat="no_stand",
                    op="set",
                    value=True,
                    until="game",
                    source=label(ctx, uid),
                    caused_by=after,
                    clauses=("8.1.1.5", "1.3.3"),
                    ja=f"{label(ctx, t)} は次のスタンドフェイズにスタンドしない",
                    en=f"{label(ctx, t)} does not stand in the next stand phase",
                    touches=(t,),
                )
            if not live:
                yield Mark(
                    caused_by=after,
                    clauses=("8.6.5", *ctx.principle("impossible")),
                    ja="スタンドしないカードが無いため、何もしない",
                    en="no card named: nothing is done",
                )
        elif op.kind in _FOR_A_TIME:
            yield from _technique_for_a_time(ctx, op, master, uid, chosen, chosen_step, cause, prog)
        elif op.kind == "remove_damage":
            picked = [c for c in ([chosen] if isinstance(chosen, str) else chosen or [])]
            after = (*cause, *((chosen_step,) if chosen_step else ()))
            yield from _remove_damage(ctx, master, uid, op, picked, after)
        elif op.kind == "look":
            look_steps = []
            looked = yield from _look(ctx, master, op, cause, look_steps)
        elif op.kind == "swap":
            yield from _swap(ctx, master, uid, op, chosen, chosen_step, cause)
        elif op.kind == "delay":
            yield from _make_delayed(ctx, master, uid, op, cause)
        elif op.kind == "face":
            yield from _turn_surprise(ctx, master, op, cause)
        elif op.kind == "reveal" and op.who == "chosen":
            # 「…を1枚選び、（相手に見せ|公開して）…」: the cards just chosen shown (3.1.7), not
            # moving by it (3.1.8)
            shown = chosen if isinstance(chosen, list) else [chosen] if chosen else []
            # cards revealed from the hand by an effect stay revealed until the technique
            # leaves the resolution zone (4.12.2)
            in_hand = [u for u in shown if zone_of(ctx, u) == "hand"]
            yield Mark(
                caused_by=cause,
                clauses=("3.1.7", "3.1.8", *(("4.12.2",) if in_hand else ())),
                tag=HAND_REVEALED if in_hand else None,
                data={"player": ctx.card(in_hand[0]).owner} if in_hand else {},
                ja=f"{master} は {'、'.join(label(ctx, u) for u in shown)} を公開する"
                if shown
                else "公開するカードがない",
                en=f"{master} reveals {', '.join(label(ctx, u) for u in shown)}"
                if shown
                else "no card to reveal",
                touches=tuple(shown),
            )
            if shown:
                # recorded for a 「そうしたら / 公開したなら」 after it (8.1.1.5)
                yield SetVar(key="vs.done.reveal", value=True, caused_by=cause)
        elif op.kind == "reveal" and op.who == "looked":
            # 「山札を上から1枚見る。…そのカードを公開し」: the card looked at, still in the deck,
            # shown to both players (3.1.7), not moving by it (3.1.8) — the steps after it read it
            # as the card looked at (4.11.2)
            shown = [u for u in looked if zone_of(ctx, u) == "deck"]
            yield Mark(
                caused_by=cause,
                clauses=("3.1.7", "3.1.8"),
                ja=f"{master} は見たカード {'、'.join(label(ctx, u) for u in shown)} を公開する"
                if shown
                else "見たカードは山札になく、公開するカードがない",
                en=f"{master} reveals the card looked at, {', '.join(label(ctx, u) for u in shown)}"
                if shown
                else "the card looked at is not in the deck: no card to reveal",
                touches=tuple(shown),
            )
        elif op.kind == "reveal":
            # 「このカードを公開する」: shown until this technique's part about it is done (3.1.7),
            # not moving (3.1.8); recorded for a 「公開したなら」 after it
            card = ctx.card(uid)
            here = card is not None and zone_of(ctx, uid) is not None
            yield SetVar(
                key="vs.done.reveal",
                value=True if here else None,
                caused_by=cause,
                clauses=("3.1.7", "3.1.8", "8.1.1.5"),
                ja=f"{master} は {label(ctx, uid)} を公開する" if here else "公開するカードがない",
                en=f"{master} reveals {label(ctx, uid)}" if here else "no card to reveal",
            )
        elif op.kind == "choose" and op.who == "looked":
            # 「…見て、1枚を選び」: among the cards looked at still in the deck (4.11.2)
            # what may be chosen is what the look showed (the look's step a cause of it)
            picked, chosen_step = yield from _choose_looked(
                ctx, master, looked, op, (*cause, *look_steps)
            )
            chosen = picked or None
        elif op.kind == "reorder" and op.who == "rest":
            # 「残りを好きな順番で山札の下に置く」: the cards looked at and not chosen
            picked_set = set(chosen) if isinstance(chosen, list) else {chosen} if chosen else set()
            rest = [u for u in looked if u not in picked_set]
            yield from _reorder(ctx, master, rest, cause, op.pos or "top")
        elif op.kind == "rest_to":
            # 「残りを控え室に置く」: the cards looked at and not chosen, still in the deck, go to
            # the zone printed (their owner's, 3.1.4)
            picked_set = set(chosen) if isinstance(chosen, list) else {chosen} if chosen else set()
            for u in [u for u in looked if u not in picked_set and zone_of(ctx, u) == "deck"]:
                yield from _put(ctx, u, op.value, cause, by=(uid, master))
        elif op.kind == "reorder":
            # the player who looked orders them (``by``: 「相手は…見て、好きな順番で…」)
            doer = ctx.state.opponent(master) if op.by == "opponent" else master
            yield from _reorder(ctx, doer, looked, cause, op.pos or "top")
        elif op.kind == "place_looked":
            doer = ctx.state.opponent(master) if op.by == "opponent" else master
            yield from _place_looked(ctx, doer, looked, op, cause)
        elif op.kind == "make_partner_attack":
            # 7.1.3.2.3: 「このアタックはパートナーアタックになる」: the attack in progress becomes
            # a partner attack now, as the technique resolves (not at the support step); the
            # attack's resolution step reads it (7.1.5.1.1, 7.1.5.1.2, 4.13.2). No attack in
            # progress (or it has resolved): nothing is done
            st = ctx.state
            attacking = st.turn.phase == "attack" and st.turn.step in ("support", "partner_block")
            if attacking:
                yield SetVar(
                    key="vs.partner_attack",
                    value=True,
                    caused_by=cause,
                    clauses=("7.1.3.2.3", "4.13.3"),
                    ja="能力により、このアタックはパートナーアタックになる",
                    en="by the technique, this attack becomes a partner attack",
                )
                yield SetVar(key="vs.partner_by_effect", value=True)
            else:
                yield Mark(
                    clauses=("7.1.3.2.3", *ctx.principle("impossible")),
                    ja="進行中のアタック（解決前）が無いため、何もしない",
                    en="no attack in progress before its resolution: nothing is done",
                    caused_by=cause,
                )
        elif op.kind == "no_partner_attack":
            # 7.1.3.2.4: 「このアタックはパートナーアタックにならない」: the attack in progress
            # (its attacking player's) is not a partner attack while it lasts (read again at
            # 7.1.5.1.1); with no attack, nothing
            st = ctx.state
            attacking = st.turn.phase == "attack" and st.turn.step not in (None, "declare", "end")
            yield SetVar(
                key="vs.no_partner_attack",
                value=st.turn.player if attacking else None,
                caused_by=cause,
                clauses=("7.1.3.2.4",) if attacking else ("7.1.3.2.4", "1.3.2"),
                ja="このアタックはパートナーアタックにならない"
                if attacking
                else "進行中のアタックが無いため、何もしない",
                en="this attack does not become a partner attack"
                if attacking
                else "no attack in progress: nothing is done",
            )
        elif op.kind == "game_end":
            yield from _game_end(ctx, master, op, cause)
        elif op.kind == "shuffle":
            # 「山札をシャッフルする」: the deck's order made random again (3.2.2: no player
            # knows it; ``common.shuffled`` hides it from the top-card reading)
            who = ctx.state.opponent(master) if op.who == "opponent" else master
            yield Shuffle(
                player=who,
                zone="deck",
                caused_by=cause,
                clauses=("8.2.1.1", "3.2.2"),
                ja=f"{who} の山札をシャッフルする",
                en=f"{who}'s deck is shuffled",
            )
            yield from shuffled(ctx, who)
        elif op.kind == "no_partner_block":
            # 「相手はパートナーブロックできない」: a prohibition on that player (7.1.4.2; 1.3.3 it
            # wins over the rule that allows it), for the period printed or the game (8.2.1.2)
            who = ctx.state.opponent(master) if op.who != "you" else master
            if op.who == "this_attack" and not (op.until == "attack" and _attacking(ctx)):
                # 「このカードのアタックはパートナーブロックされない」: a one-shot's for this attack
                # only (7.1.1); read for another period it would reach other attacks
                yield Mark(
                    clauses=("8.6.5", *ctx.principle("impossible")),
                    ja="アタック中でないため、「このアタック中、…パートナーブロックされない」は何もしない",
                    en="no attack in progress: nothing is done",
                    caused_by=cause,
                )
                continue
            span_ja, span_en, span_cl = _span(op)
            yield AddEffect(
                target=who,
                stat="partner_block",
                op="prohibit",
                until=op.until or "game",
                source=label(ctx, uid),
                caused_by=cause,
                clauses=("8.2.1.2", "7.1.4.2", *span_cl),
                ja=f"{who} はパートナーブロックできない（{span_ja}）",
                en=f"{who} cannot partner-block ({span_en})",
                touches=(f"{who}.hand",),
            )
        elif op.kind == "forbid_act":
            # 「（このターン中、）相手はカードを引けない」 (``ruling.cardtext.modal``): the player
            # named may not do the action for the period printed or the game (8.2.1.2); the
            # action's check reads it wherever it is attempted (1.3.3)
            from ruling.cardtext.modal import players, prohibition_effect

            span_ja, span_en, span_cl = _span(op)
            action, detail = op.value
            for who in players(op.who, master, ctx.state.opponent(master)):
                yield prohibition_effect(
                    player=who,
                    action=action,
                    detail=detail,
                    until=op.until or "game",
                    period_ja=span_ja,
                    period_en=span_en,
                    source=label(ctx, uid),
                    caused_by=cause,
                    clauses=("8.2.1.2", *span_cl),
                )
        elif op.kind == "prohibit_use_group":
            # 「このターン中、相手のベンチのカードの技は使えない」: the techniques of that player's
            # cards of the zone 「使えない」 (8.12.3-8.12.5) for the period printed or the game
            # (8.2.1.2) — no card chosen, so cards moved there later too (8.9.1.6)
            side, _, zone = op.who.partition("_")
            who = master if side == "your" else ctx.state.opponent(master)
            zja = {"ring": "リング", "bench": "ベンチ", "field": "リングとベンチ"}.get(zone, zone)
            span_ja, span_en, span_cl = _span(op)
            yield AddEffect(
                target=f"{who}:{zone}",
                stat="use",
                op="prohibit",
                until=op.until or "game",
                source=label(ctx, uid),
                caused_by=cause,
                clauses=("8.2.1.2", "8.9.1.6", *span_cl),
                ja=f"{who} の{zja}のカードの技は使えない（{span_ja}）",
                en=f"the techniques of {who}'s {zone} cards cannot be used ({span_en})",
                touches=(f"{who}.{zone}",),
            )
        elif op.kind == "prohibit_player":
            # 「相手はアタックできない / サポートできない」: a prohibition on that player (1.3.3: it
            # wins over the rule that allows the act, 7.1.3.2.1 / 7.1.3.1.1), for the period
            # printed or the game (8.2.1.2), read at the support (``prohibitions``)
            who = ctx.state.opponent(master) if op.who == "opponent" else master
            span_ja, span_en, span_cl = _span(op)
            word_ja, word_en, clause = PROHIBITED_ACTS[op.value]
            yield AddEffect(
                target=who,
                stat=op.value,
                op="prohibit",
                until=op.until or "game",
                source=label(ctx, uid),
                caused_by=cause,
                clauses=("8.2.1.2", clause, *span_cl),
                ja=f"{who} は{word_ja}（{span_ja}）",
                en=f"{who} {word_en} ({span_en})",
            )
        elif op.kind == "attack_damage":
            # 8.2.1.3.3: 「アタックのダメージはaになる」 replaces the damage of the attack in
            # progress by a (read in its resolution step, 7.1.5.3); with no attack, nothing
            st = ctx.state
            attacking = st.turn.phase == "attack" and st.turn.step not in (None, "end")
            if attacking and not attack_is_of(
                ctx, op.value, master, uid, _attacker(ctx), _attacked(ctx)
            ):
                # 「（このカード|…のリングのカード）のアタックのダメージ」: the attack in progress is
                # not that card's (the attacking card, 7.1.3.2): no damage of its attack to replace
                yield Mark(
                    clauses=("8.2.1.3.3", "7.1.3.2", "1.3.2"),
                    ja="そのカードはアタックしていないため、置き換えるダメージは無い",
                    en="that card is not attacking: there is no damage of its attack to replace",
                    caused_by=cause,
                )
                continue
            # which technique made it: ordered against another replacing the same damage
            # (8.10.2)
            from ruling.abilities import abilities_of

            card = ctx.card(uid)
            text = (
                next(
                    (a.text for a in abilities_of("vs", card) if a.program is prog),
                    "",
                )
                if card is not None
                else ""
            )
            yield SetVar(
                key="vs.attack_damage.src",
                value={"uid": uid, "text": text} if attacking else None,
            )
            yield SetVar(
                key="vs.attack_damage",
                value=op.amount if attacking else None,
                caused_by=cause,
                clauses=("8.2.1.3.3",) if attacking else ("8.2.1.3.3", "1.3.2"),
                ja=f"このアタックのダメージは{op.amount}になる（置換効果）"
                if attacking
                else "進行中のアタックが無いため、置き換えるダメージは無い",
                en=f"this attack's damage becomes {op.amount} (a replacement effect)"
                if attacking
                else "no attack in progress: there is no damage to replace",
            )
        elif op.kind == "draw_up_to":
            # 4.10.4: the player may stop before each card; the number drawn, chosen as a whole
            # number from 0 (1.3.5), is the same thing
            opts, ncl = count_options(ctx, op.amount)
            before = ctx.last
            n = yield Choose(
                master,
                "draw_up_to",
                f"{op.amount}枚まで引く: 何枚引くか",
                f"draw up to {op.amount}: how many?",
                opts,
                ("4.10.4", "4.10.4.1", *ncl),
            )
            yield Do(
                "draw",
                {"player": master, "amount": n},
                clauses=("4.10.4", "4.10.4.2", "4.10.4.3"),
                caused_by=(ctx.last,) if ctx.last != before else (),
            )
        elif op.kind == "stat" and op.until == "attack" and not _attacking(ctx):
            # 「このアタック中」 (7.1.1) with no attack sub-phase in progress: no period for the
            # change to last, nothing is done
            yield Mark(
                clauses=("7.1.1", *ctx.principle("impossible")),
                ja="進行中のアタックサブフェイズが無いため、「このアタック中」の変更は何もしない",
                en="no attack sub-phase in progress: the change 「このアタック中」 does nothing",
                touches=_affects(ctx, master, prog),
            )
        elif op.kind == "energy_state":
            yield from _energy_state(ctx, master, op, cause)
        elif op.kind in ("stand", "rest", "reverse") and op.who == "chosen":
            yield from _orient_chosen(
                ctx, master, op, chosen, chosen_step, ignored, prog, cause, by=uid
            )
        elif op.kind in ("stat", "choose", "stand", "prohibit_card", "protect_card") or (
            op.kind in ("put", "rest") and op.who not in ("chosen",)
        ):
            if op.who == "this" and moved is not None:
                card = ctx.card(uid)
                there = card is not None and zone_of(ctx, uid) == moved[0]
                target = uid if there and card.placed == moved[1] else None  # type: ignore[union-attr]
                where_ja = {"retire": "リタイヤ置場", "waiting": "控え室"}.get(moved[0], moved[0])
                if target is None:
                    yield Mark(
                        clauses=("8.6.7",),
                        ja=f"領域移動誘発: 移動後の{where_ja}に {label(ctx, uid)} が見つからないため、"
                        "このカードへの効果の適用は失敗する",
                        en=f"a zone-move trigger: {label(ctx, uid)} is not found in the {moved[0]} "
                        "zone it moved to, so the step applied to it fails",
                        touches=(uid, *_affects(ctx, master, prog)),
                    )
                    continue
                found = yield Mark(
                    clauses=("8.6.7",),
                    ja=f"領域移動誘発: 移動後の{where_ja}で {label(ctx, uid)} を見つけ、効果を適用する",
                    en=f"a zone-move trigger: {label(ctx, uid)} is found in the {moved[0]} zone it "
                    "moved to; the step applies to it there",
                )
                cause = (*cause, found)
            elif op.who == "this":
                here = zone_of(ctx, uid) or ""
                target = (
                    uid
                    if here in ("ring", "surprise")
                    or here.startswith("bench")
                    # 「[控え室][…]このカードを手札に加える / リングに置く」: a put of this card
                    # from the zone its technique is used in (8.1.1.1.1), still there (moved
                    # away, a new card, 3.1.3)
                    or (op.kind == "put" and here in prog.areas)
                    else None
                )
            elif op.who in FIELD_GROUPS and op.kind == "stat":
                # 「（あなた|相手）の（ベンチ|フィールド）のカードすべてを+A/+B」 (no 「選び」)
                yield from _zone_cards_stat(ctx, master, uid, op, cause)
                continue
            elif op.who in ("your_ring", "opp_ring") and op.kind == "stat":
                # 8.9.1.6: choosing no card (no 「選び」), the effect applies to the ring itself:
                # to a card put there after the technique resolved too
                pl = master if op.who == "your_ring" else ctx.state.opponent(master)
                ring_ja = f"{pl} のリングのカード"
                span_ja, span_en, span_cl = _span(op)
                times = per_count(ctx, master, op, uid) if op.count_of else 1
                rc = ring_card(ctx, pl)
                # 8.9.1.5 speaks only of 「～選び」 effects on a card, 8.9.1.6 of effects on a
                # player, a rule or a zone; 「リングのカードを+A/+B」 names a card without 選び: an
                # effect on the ring (the engine's reading) or on the card there now, which ends
                # when it leaves (3.1.3) — both readings run (the audit's ring_card_unchosen)
                on_zone = yield unsettled.choose(
                    master,
                    "vs",
                    "ring_card_unchosen",
                    {"ring_zone": True, "ring_card": False},
                )
                if not on_zone and rc is None:
                    yield Mark(
                        clauses=("8.9.1.5", "3.1.3"),
                        ja=f"{pl} のリングにカードが無いため、この効果はどのカードにも適用されない",
                        en=f"{pl} has no ring card: the effect applies to no card",
                        touches=(f"{pl}.ring",),
                    )
                # 「…の攻撃力をNにする」: the value set (8.9.1.3), else the additions
                # 「…を半分にする」: a multiplication (8.9.1.8)
                changes: list[tuple[str, Any, str]] = (
                    [(x, op.times, "multiply") for x in op.set_values]
                    if getattr(op, "times", ())
                    else [(x, op.ap if x == "ap" else op.dp, "set") for x in op.set_values]
                    if getattr(op, "set_to", False)
                    else [(x, n, "add") for x, n in (("ap", op.ap * times), ("dp", op.dp * times))]
                )
                for stat, v, how in changes:
                    if not v and how == "add":
                        continue
                    word = "攻撃力" if stat == "ap" else "防御力"
                    if how == "set" and rc is not None:
                        # after an addition to it: the reading of 8.9.1.3 / 8.9.1.4
                        from ruling.games._vs.common import set_reading

                        yield from set_reading(ctx, rc.uid, stat)
                    if how == "set":
                        yield from _used_time_reading(
                            ctx, master, (f"{pl}.ring", *((rc.uid,) if rc else ())), stat
                        )
                    shown, shown_en = (
                        _times_words(v)
                        if how == "multiply"
                        else (f"を{v}にする", f"becomes {v}")
                        if how == "set"
                        else (f"{v:+d}", f"{v:+d}")
                    )
                    if on_zone:
                        # 8.9.1.6: no card chosen, the effect is on the ring
                        target, read = f"{pl}.ring", "8.9.1.6"
                        ja = f"{ring_ja}の{word}{shown}（カードを選ばない: 後からリングに置かれたカードにも適用、{span_ja}）"
                        en = (
                            f"{pl}'s ring card {stat} {shown_en} (no card chosen: it applies to a "
                            f"card put in the ring later too; {span_en})"
                        )
                    elif rc is not None:
                        # 3.1.3: an effect on the card there now ends when it leaves
                        target, read = rc.uid, "3.1.3"
                        ja = f"{ring_ja}（{rc.label}）の{word}{shown}（いまリングにあるカードへの効果: リングを離れれば終わる、{span_ja}）"
                        en = (
                            f"{pl}'s ring card ({rc.label}) {stat} {shown_en} (an effect on the "
                            f"card there now: it ends when the card leaves; {span_en})"
                        )
                    else:
                        continue
                    yield AddEffect(
                        target=target,
                        stat=stat,
                        op=how,
                        value=v,
                        until=op.until or "game",
                        source=label(ctx, uid),
                        caused_by=cause,
                        clauses=(
                            "8.2.1.2",
                            read,
                            *(("8.9.1.3",) if how == "set" else ()),
                            *(("8.9.1.8",) if how == "multiply" else ()),
                            *span_cl,
                        ),
                        ja=ja,
                        en=en,
                    )
                    if how == "set":
                        yield from _set_used(ctx)
                if rc is not None:
                    _dipped(ctx, rc.uid, dipped)
                continue
            elif op.who == "attacker":
                # 「アタックしたカード」: the card attacking in the attack in progress (7.1.3.2),
                # while it is still in the ring it attacks from; gone, or no attack: no target
                target = _attacker(ctx)
            elif op.who == "attacked":
                # 「（…がアタックされた時、）そのカード」: the card attacked in the attack in progress
                # (4.14.1), while it is still in the ring; gone, or no attack: no target
                target = _attacked(ctx)
            elif op.who == "supporter":
                # 「サポートしたカード」: the card that supported it (7.1.3.1), still on the bench
                target = _supporter(ctx)
            elif op.who == "your_ring":
                rc = ring_card(ctx, master)
                target = rc.uid if rc else None
            elif op.who == "opp_ring":
                rc = ring_card(ctx, ctx.state.opponent(master))
                target = rc.uid if rc else None
            elif (
                op.who == "chosen"
                and op.kind == "stat"
                and isinstance(chosen, list)
                and len(chosen) > 1
            ):
                # 「…のカードをN枚（まで）選び、+A/-B」: each card chosen still on the field (3.1.3),
                # the same change on each (8.5.4 / 8.6.11: as many as chosen)
                here = [
                    u
                    for u in chosen
                    if ctx.card(u) is not None
                    and (zone_of(ctx, u) == "ring" or (zone_of(ctx, u) or "").startswith("bench"))
                ]
                after = (*cause, *((chosen_step,) if chosen_step else ()))
                times = per_count(ctx, master, op, uid) if op.count_of else 1
                for t in here:
                    yield from _stat_change(ctx, uid, op, t, times, after, master)
                    _dipped(ctx, t, dipped)
                continue
            elif op.who == "chosen" and op.kind in ("stat", "prohibit_card", "protect_card"):
                # 「…のリングのカードを選び、+A/-B」: the card chosen, while it is still where it
                # was chosen (on the field); moved away, it is a new card (3.1.3); one chosen among
                # a bench's / the field's cards the same
                if isinstance(chosen, list) and len(chosen) == 1:
                    chosen = chosen[0]
                target = (
                    chosen
                    if isinstance(chosen, str)
                    and ctx.card(chosen) is not None
                    and (
                        zone_of(ctx, chosen) == "ring"
                        or (zone_of(ctx, chosen) or "").startswith("bench")
                    )
                    else None
                )
                cause = (*cause, *((chosen_step,) if chosen_step else ()))
            elif op.who in GROUPS and op.kind == "choose":
                picked, chosen_step = yield from _choose_retired(ctx, master, op, prog.kind, uid)
                chosen = picked or None
                # no target: the effects about it are ignored (8.5.4.1.3 / 8.6.11.1.3)
                ignored = (
                    None
                    if picked or chosen_step is None
                    else (
                        chosen_step,
                        master if GROUPS[op.who][0] == "you" else ctx.state.opponent(master),
                    )
                )
                # the steps after it about other things than the chosen cards
                later = [o for o in prog.ops[i + 1 :] if o.who != "chosen"]
                if ignored is not None and prog.kind != "activated" and later:
                    # an automatic technique's 「～を選ぶ」 chose nothing and steps that do not
                    # involve the target follow: 8.6.5 (nothing happens in the later steps)
                    # against 8.6.11.1.3 (only the effects about the target are ignored), the
                    # audit's ``auto_choice_fails_later_steps``; both readings are run
                    stop = yield unsettled.choose(
                        master,
                        "vs",
                        "auto_choice_fails_later_steps",
                        {"nothing_after": True, "only_target_ignored": False},
                    )
                    if stop:
                        yield Mark(
                            caused_by=(ignored[0],),
                            touches=_affects(ctx, master, prog),
                            clauses=("8.6.5",),
                            ja="「～を選ぶ」で目標を選べなかった: その行動およびその後に続く行動は何も起こさない",
                            en="the 「～を選ぶ」 step chose nothing: it and the steps after it do "
                            "nothing",
                        )
                        return
                if ignored is not None and later:
                    # only the effects about the target are ignored (8.5.4.1.3 for an activated
                    # technique, 8.6.11.1.3 for an automatic one read so): the steps that do not
                    # involve it are still done, and rest on that reading
                    act = prog.kind == "activated"
                    going_on = yield Mark(
                        caused_by=(ignored[0],),
                        clauses=("8.5.4.1.3",) if act else ("8.6.11.1.3",),
                        ja="目標が選ばれなかったため無視されるのはそれにかかわる効果だけで、"
                        "目標にかかわらない後の行動は行われる",
                        en="no target was chosen: only the effects about it are ignored; the "
                        "steps that do not involve it are still done",
                    )
                    cause = (*cause, going_on)
                continue
            else:
                target = None
            if (
                op.kind == "choose"
                and target is not None
                and op.who in ("your_ring", "opp_ring")
                and (op.attributes or op.info)
            ):
                card = ctx.card(target)
                if card is None or not described_as(ctx, card, op.attributes, op.info):
                    # 「あなたのリングの♥のカードを選び」: the ring card is not so described
                    # (2.15.1 / 2.14.7 / 2.8.1): there is no target to choose
                    yield Mark(
                        clauses=(
                            *(("2.15.1",) if op.attributes else ()),
                            *info_clauses(op.info),
                        ),
                        ja=f"{label(ctx, target)} は選ぶ条件（{''.join(f'《{a}》' for a in op.attributes)}{info_ja(op.info)}）を満たさない",
                        en=f"{label(ctx, target)} is not one the choice describes",
                        touches=(target,),
                    )
                    target = None
            if op.kind == "choose" and target is not None:
                kept_by = unchoosable(ctx, target, master, uid)
                if kept_by is not None:
                    # 「相手の技に選ばれない」 in force (8.1.1.4; 1.3.1): no card to choose
                    yield Mark(
                        clauses=("1.3.1", "8.1.1.4"),
                        ja=f"{label(ctx, target)} は「{kept_by}」により選べない",
                        en=f"{label(ctx, target)} cannot be chosen (「{kept_by}」)",
                        touches=(target,),
                    )
                    target = None
            if target is None:
                gone = op.who == "this" and ctx.card(uid) is not None
                w = ctx.where(uid) if gone else None
                yield Mark(
                    touches=(uid, f"{w[0]}.{w[1]}") if w else (),
                    clauses=(
                        ("8.5.4.1.3",)
                        if prog.kind == "activated"
                        else ("8.6.10",)
                        if gone
                        else ("8.6.5", "8.6.11.1.3")
                    )
                    + ctx.principle("impossible"),
                    ja="目標が見つからないため、この行動は何も起こさない",
                    en="no target can be found: this step does nothing",
                )
                continue
            if op.kind == "choose":
                chosen = target
                # the player the text names chooses: 「相手は自分のリングのカードを選び」 the
                # master's opponent (``by`` opponent), as the choice among a zone's cards does
                # (8.5.4 / 8.6.11: the choice is made by the one told to choose)
                chooser = ctx.state.opponent(master) if op.by == "opponent" else master
                chosen_step = yield Mark(
                    clauses=(
                        *(
                            ("8.5.4", "8.5.4.1")
                            if prog.kind == "activated"
                            else ("8.6.11", "8.6.11.1")
                        ),
                        *(("1.3.5.1",) if op.value == "omitted" else ()),
                    ),
                    ja=f"{chooser} は {label(ctx, target)} を選ぶ",
                    en=f"{chooser} chooses {label(ctx, target)}",
                    touches=(target,),
                )
            elif op.kind == "stat":
                # 「…1枚につき」: the cards counted now, as it resolves
                times = per_count(ctx, master, op, uid) if op.count_of else 1
                yield from _stat_change(ctx, uid, op, target, times, cause, master)
                _dipped(ctx, target, dipped)
            elif op.kind == "prohibit_card":
                # 「そのカードはサポートできない」: the card may not support (7.1.3.1.1) for the
                # duration said (8.2.1.2), read when a support would choose it
                span_ja, span_en, span_cl = _span(op)
                word_ja, word_en, clause = PROHIBITED_ACTS[op.value]
                yield AddEffect(
                    target=target,
                    stat=op.value,
                    op="prohibit",
                    until=op.until or "game",
                    source=_source(ctx, uid, op),
                    caused_by=cause,
                    clauses=("8.2.1.2", clause, *span_cl),
                    ja=f"{label(ctx, target)} は{word_ja}（{span_ja}）",
                    en=f"{label(ctx, target)} {word_en} ({span_en})",
                )
            elif op.kind == "protect_card":
                # 「そのカードは相手の技で控え室に置かれない」: a negative state the card holds for
                # the duration said (8.2.1.2), read at each event of a technique's effect (1.3.3,
                # ``protected``)
                span_ja, span_en, span_cl = _span(op)
                yield AddEffect(
                    target=target,
                    stat="protect",
                    op="protect",
                    value=(master, op.value),
                    until=op.until or "game",
                    source=_source(ctx, uid, op),
                    caused_by=cause,
                    clauses=("8.2.1.2", "1.3.3", *span_cl),
                    ja=f"{label(ctx, target)} に否定の状態（{_protect_ja(op.value)}）が生じる（{span_ja}）",
                    en=f"{label(ctx, target)} is kept from {op.value[0]} ({span_en})",
                )
            elif op.kind == "rest" and op.who in ("supporter", "this"):
                # 4.9.1.2: 「レストする」 puts a standing card in the rest state; the supporter was
                # rested by supporting (7.1.3.1): one not standing is left as it is (and a
                # 「そうしたら」 after it does not follow: nothing was done)
                card = ctx.card(target)
                rest_reversed = False
                if card is not None and card.orientation == "reverse" and op.value != "state":
                    # an effect's 「レストする」 on a reversed card: the audit's
                    # rest_reversed_by_effect (4.9.1.2 names it only from the stand state)
                    rest_reversed = yield unsettled.choose(
                        master,
                        "vs",
                        "rest_reversed_by_effect",
                        {"not_done": False, "rested": True},
                    )
                if card is not None and card.orientation != "stand" and not rest_reversed:
                    yield Mark(
                        caused_by=cause,
                        clauses=(("4.9.1.2", "7.1.3.1") if op.who == "supporter" else ("4.9.1.2",))
                        # already resting: asked into the state it is in, not done (1.3.2.1)
                        + (ctx.principle("already_in_state") if card.orientation == "rest" else ()),
                        ja=f"{label(ctx, target)} はスタンド状態ではないため、レストされない（配置状態は変わらない）",
                        en=f"{label(ctx, target)} is not standing: it is not rested (no change)",
                        touches=(target,),
                    )
                else:
                    yield Orient(
                        uid=target,
                        orientation="rest",
                        caused_by=cause,
                        clauses=("4.9.1.2", "8.1.1.5"),
                        ja=f"{label(ctx, target)} をレストする",
                        en=f"{label(ctx, target)} is rested",
                    )
            elif op.kind == "stand":
                # 4.9.1.1: 「スタンドする」 puts the card in the stand state
                yield Orient(
                    uid=target,
                    orientation="stand",
                    caused_by=cause,
                    clauses=("4.9.1.1", "8.1.1.5"),
                    ja=f"{label(ctx, target)} をスタンドする",
                    en=f"{label(ctx, target)} is stood",
                )
            else:
                yield from _put(
                    ctx,
                    target,
                    op.value,
                    cause if moved is not None else (),
                    op.pos,
                    by=(uid, master),
                    states=op.states,
                )
        elif op.kind == "put":
            if not chosen and ignored is not None:
                yield Mark(
                    caused_by=(ignored[0],),
                    touches=(f"{ignored[1]}.{op.value}",),
                    clauses=("8.5.4.1.3",) if prog.kind == "activated" else ("8.6.11.1.3", "8.6.5"),
                    ja="目標が選ばれていないため、それにかかわるこの効果は無視される",
                    en="no target was chosen: the effect about it is ignored",
                )
            cards = [c for c in ([chosen] if isinstance(chosen, str) else chosen or [])]
            cards = [c for c in cards if ctx.card(c) is not None]
            after = (*cause, *((chosen_step,) if chosen_step else ()))
            if op.value == "deck" and len(cards) > 1:
                # several cards put in a deck at once: each owner orders its own (3.2.4)
                yield from _put_in_deck(ctx, cards, after, op.pos or "top")
            for c in cards if not (op.value == "deck" and len(cards) > 1) else ():
                # the choice, and what let the technique's steps run (its 「なら」 read as
                # it resolves, 8.6.5), are why the card moves
                named = (
                    {"you": master, "opponent": ctx.state.opponent(master)}[op.dest_owner]
                    if op.dest_owner
                    else None
                )
                yield from _put(
                    ctx,
                    c,
                    op.value,
                    after,
                    op.pos,
                    named,
                    by=(uid, master),
                    states=op.states,
                    face_down=op.face == "face_down",
                )
    yield from _recovered(ctx, dipped)


def _orient_chosen(
    ctx: Ctx,
    master: str,
    op: Any,
    chosen: str | list[str] | None,
    chosen_step: int | None,
    ignored: tuple[int, str] | None,
    prog: Program,
    cause: tuple[int, ...],
    by: str = "",
) -> Proc:
    """「…のベンチのカードをN枚選び、（スタンド|レスト）する」: each card chosen, while still on the
    bench it was chosen on (moved away it is a new card, 3.1.3), is stood (4.9.1.1: put in the
    stand state) or rested (4.9.1.2: 「レストする」 is a standing card put in the rest state — a
    card not standing is left as it is). No card chosen: the step about it is ignored
    (8.5.4.1.3 / 8.6.11.1.3)."""
    act = prog.kind == "activated"
    cards = [chosen] if isinstance(chosen, str) else list(chosen or [])
    if not cards:
        if ignored is not None:
            yield Mark(
                caused_by=(ignored[0],),
                touches=tuple(f"{ignored[1]}.{z}" for z in BENCH_ZONES),
                clauses=("8.5.4.1.3",) if act else ("8.6.11.1.3", "8.6.5"),
                ja="目標が選ばれていないため、それにかかわるこの効果は無視される",
                en="no target was chosen: the effect about it is ignored",
            )
        return
    after = (*cause, *((chosen_step,) if chosen_step else ()))
    # the zones chosen among (a bench's, or the energy zone's): the choice step before this one
    at = prog.ops.index(op) if op in prog.ops else 0
    among = next(
        (
            GROUPS[o.who][1]
            for o in reversed(prog.ops[:at])
            if o.kind == "choose" and o.who in GROUPS
        ),
        BENCH_ZONES,
    )
    energy = among == ("energy",)
    for c in cards:
        card = ctx.card(c)
        if card is None or zone_of(ctx, c) not in among:
            where_ja, where_en = (
                ("エネルギー置場", "energy zone") if energy else ("ベンチ", "bench")
            )
            yield Mark(
                caused_by=after,
                clauses=("3.1.3", *ctx.principle("impossible")),
                ja=f"選んだ {label(ctx, c)} は{where_ja}を離れており（別のカード）、この行動は何もしない",
                en=f"the chosen {label(ctx, c)} has left the {where_en} (a new card): the step does "
                "nothing",
                touches=(c,),
            )
            continue
        if op.kind == "rest" and op.value == "state" and card.orientation == "rest":
            # 「レスト状態にする」 of a card already resting: not done (1.3.2.1)
            yield Mark(
                caused_by=after,
                clauses=("1.3.2.1", "4.9.1.2"),
                ja=f"{card.label} はすでにレスト状態のため、配置状態は変わらない",
                en=f"{card.label} is already resting: its state does not change",
                touches=(c,),
            )
            continue
        rest_reversed = False
        if op.kind == "rest" and op.value != "state" and card.orientation == "reverse":
            # 4.9.1.2 names 「レストする」 only from the stand state; what an effect's 「レストする」
            # does to a reversed card no clause says: the audit's rest_reversed_by_effect
            rest_reversed = yield unsettled.choose(
                master, "vs", "rest_reversed_by_effect", {"not_done": False, "rested": True}
            )
        if (
            op.kind == "rest"
            and op.value != "state"
            and card.orientation != "stand"
            and not rest_reversed
        ):
            yield Mark(
                caused_by=after,
                # already resting: asked into the state it is in, not done (1.3.2.1)
                clauses=("4.9.1.2",)
                + (ctx.principle("already_in_state") if card.orientation == "rest" else ()),
                ja=f"{card.label} はスタンド状態ではないため、レストされない（配置状態は変わらない）",
                en=f"{card.label} is not standing: it is not rested (its state does not change)",
                touches=(c,),
            )
            continue
        if op.kind == "reverse" and card.orientation == "reverse":
            # 4.9.1.3: a standing or resting card is put in the reverse state; one already in
            # it is left as it is
            yield Mark(
                caused_by=after,
                clauses=("4.9.1.3",),
                ja=f"{card.label} はすでにリバース状態のため、配置状態は変わらない",
                en=f"{card.label} is already reversed: its state does not change",
                touches=(c,),
            )
            continue
        to, cl = {
            "stand": ("stand", "4.9.1.1"),
            "rest": ("rest", "4.9.1.2"),
            "reverse": ("reverse", "4.9.1.3"),
        }[op.kind]
        word = {"stand": ("スタンド", "stood"), "rest": ("レスト", "rested")}.get(
            to, ("リバース", "reversed")
        )
        # an energy card's state changed by the technique's instruction (3.4.3: never changed
        # without one, other than to pay a cost)
        energy = ("3.4.3",) if zone_of(ctx, c) == "energy" else ()
        from ruling.games._vs.basic import rest_replaceable

        if rest_replaceable(ctx, c):
            # a replacement effect names this card's change of state (「レストする時、かわりに
            # …」): the change is carried out as the action, so the core applies it (8.10.1) —
            # the player doing it the master of the effect (``by_master``, 8.10.2.2), the card's
            # master the other whose choice of the first one 8.10.2.2 may name
            yield Do(
                "orient",
                {"card": c, "to": to, "by": by or None, "by_master": master},
                caused_by=after,
                clauses=(cl, "8.1.1.5", *energy),
            )
            continue
        yield Orient(
            uid=c,
            orientation=to,
            caused_by=after,
            clauses=(cl, "8.1.1.5", *energy),
            ja=f"{card.label} を{word[0]}する",
            en=f"{card.label} is {word[1]}",
        )


def _source(ctx: Ctx, uid: str, op: Any) -> str:
    """Where an effect on a card comes from: the card; for a change of a card chosen (「～選び」,
    8.9.1.5) also the technique's text in 「」, by which the card's later replacement in its zone
    is told apart (``common.chosen_effect``)."""
    from ruling.abilities import abilities_of

    card = ctx.card(uid)
    if op.who != "chosen" or card is None:
        return label(ctx, uid)
    text = next(
        (
            ab.text
            for ab in abilities_of("vs", card)
            if ab.program is not None and op in getattr(ab.program, "ops", ())
        ),
        None,
    )
    return f"{label(ctx, uid)}「{text}」" if text else label(ctx, uid)


def _attacker(ctx: Ctx) -> str | None:
    """The card attacking in the attack sub-phase in progress (the attack's record, 7.1.3.2),
    while it is still in the ring; None when there is no attack or it has left (3.1.3: a card
    that moved is a new card)."""
    from ruling.rules import ATTACK_LOG

    log = ctx.state.vars.get(ATTACK_LOG) or []
    if not _attacking(ctx) or not log:
        return None
    uid = log[-1].get("attacker_uid")
    return uid if uid is not None and zone_of(ctx, uid) == "ring" else None


def _attacked(ctx: Ctx) -> str | None:
    """The card attacked in the attack sub-phase in progress (the attack's record, 4.14.1), while
    it is still in the ring; None when there is no attack or it has left (3.1.3)."""
    from ruling.rules import ATTACK_LOG

    log = ctx.state.vars.get(ATTACK_LOG) or []
    if not _attacking(ctx) or not log:
        return None
    uid = log[-1].get("attacked_uid")
    return uid if uid is not None and zone_of(ctx, uid) == "ring" else None


def _supporter(ctx: Ctx) -> str | None:
    """The card that supported the attack in progress (its record, 7.1.3.1), while it is still
    on the bench; None otherwise (3.1.3)."""
    from ruling.rules import ATTACK_LOG

    log = ctx.state.vars.get(ATTACK_LOG) or []
    if not _attacking(ctx) or not log:
        return None
    uid = log[-1].get("supporter_uid")
    return uid if uid is not None and (zone_of(ctx, uid) or "").startswith("bench") else None


# the orientation states a choice may name (4.9.1.1 スタンド, 4.9.1.2 レスト, 4.9.1.3 リバース)
# a state of a card (4.9.1.x), and the bench frame holding no card (「空いている」, 3.3.3.5)
STATE_CLAUSE = {"stand": "4.9.1.1", "rest": "4.9.1.2", "reverse": "4.9.1.3", "empty": "3.3.3.5"}


def _for_a_time(
    ctx: Ctx,
    op: Any,
    master: str,
    uid: str,
    chosen: Any,
    chosen_step: int | None,
    cause: tuple[int, ...],
) -> tuple[bool, tuple[str, ...], tuple[str, str], list[str], tuple[int, ...]]:
    """What an effect 「そのターン中」 / 「このアタック中」 on techniques (``grant_once``,
    ``void_once``) lasts for and acts on: whether it lasts the attack, the clauses of its end
    (7.1.1 / 7.1.6.2 or 6.8.1.3), that end in words, the cards it acts on still on the field —
    this card, the card chosen (8.9.1.5) or that player's ring card there now (3.1.3) — and the
    steps it rests on."""
    attack = op.until == "attack"
    period = ("7.1.1", "7.1.6.2") if attack else ("6.8.1.3",)
    when = (
        ("このアタックの終わり", "the end of this attack")
        if attack
        else ("ターンの終わり", "the end of the turn")
    )
    picked = [c for c in ([chosen] if isinstance(chosen, str) else chosen or [])]
    if op.who in ("your_ring", "opp_ring"):
        side = master if op.who == "your_ring" else ctx.state.opponent(master)
        rc = ring_card(ctx, side)
        targets = [rc.uid] if rc is not None else []
    else:
        targets = [uid] if op.who == "this" else picked
    after = (*cause, *((chosen_step,) if chosen_step and op.who == "chosen" else ()))
    live = [t for t in targets if zone_of(ctx, t) in FIELD_ZONES]
    return attack, period, when, live, after


@dataclass(frozen=True)
class _ForATime:
    """What an effect on techniques 「そのターン中」 / 「このアタック中」 does (``_FOR_A_TIME``): the
    effect's stat and operation, its clause, and its words (``{t}`` the card, ``{when}`` its end,
    ``{v}`` the attribute) — with the words of the two ways it does nothing."""

    stat: str
    op: str
    clause: str
    ja: str
    en: str
    no_attack_ja: str
    no_attack_en: str
    none_ja: str
    none_en: str


# 「…技は追加で《X》になる」 (2.15.2) and 「Xの技は無効になる」 (8.3.1), for a time
_FOR_A_TIME: dict[str, _ForATime] = {
    "grant_once": _ForATime(
        "attribute",
        "grant",
        "2.15.2",
        "{t} の技は{when}まで追加で《{v}》になる",
        "{t}'s techniques are also 《{v}》 until {when}",
        "進行中のアタックサブフェイズが無いため、「このアタック中」の技属性の追加は何もしない",
        "no attack sub-phase in progress: the attribute 「このアタック中」 is not added",
        "技属性を追加するカードが無いため、何もしない",
        "no card to give the attribute to: nothing is done",
    ),
    "void_once": _ForATime(
        "void",
        "void",
        "8.3.1",
        "{t} の技は{when}まで無効",
        "{t}'s techniques are void until {when}",
        "進行中のアタックサブフェイズが無いため、「このアタック中」の無効化は何もしない",
        "no attack sub-phase in progress: the void 「このアタック中」 does nothing",
        "技を無効にするカードが無いため、何もしない",
        "no card whose techniques to make void: nothing is done",
    ),
}


def _technique_for_a_time(
    ctx: Ctx,
    op: Any,
    master: str,
    uid: str,
    chosen: Any,
    chosen_step: int | None,
    cause: tuple[int, ...],
    prog: Any,
) -> Proc:
    """An effect on techniques for a time (``_FOR_A_TIME``): 「このアタック中」 with no attack
    sub-phase in progress (7.1.1) has no period to last and does nothing; otherwise it lasts
    until the end of the turn (6.8.1.3) or of this attack (7.1.1, 7.1.6.2), on this card, the
    card chosen (8.9.1.5), or that player's ring card there now, while each stays where it is
    (3.1.3) — no such card: nothing is done (8.6.5). A void's value is the card voiding."""
    kind = _FOR_A_TIME[op.kind]
    if op.until == "attack" and not _attacking(ctx):
        yield Mark(
            clauses=("7.1.1", *ctx.principle("impossible")),
            ja=kind.no_attack_ja,
            en=kind.no_attack_en,
            touches=_affects(ctx, master, prog),
        )
        return
    attack, period, (when_ja, when_en), live, after = _for_a_time(
        ctx, op, master, uid, chosen, chosen_step, cause
    )
    value = uid if kind.op == "void" else op.value
    for t in live:
        name = label(ctx, t)
        yield AddEffect(
            target=t,
            stat=kind.stat,
            op=kind.op,
            value=value,
            until="attack" if attack else "turn",
            source=label(ctx, uid),
            caused_by=after,
            clauses=(kind.clause, "8.1.1.5", *period),
            ja=kind.ja.format(t=name, when=when_ja, v=op.value),
            en=kind.en.format(t=name, when=when_en, v=op.value),
            touches=(t,),
        )
    if not live:
        yield Mark(
            caused_by=after,
            clauses=("8.6.5", *ctx.principle("impossible")),
            ja=kind.none_ja,
            en=kind.none_en,
        )


def _attacking(ctx: Ctx) -> bool:
    """An attack sub-phase is in progress (7.1.1: what 「このアタック中」 names)."""
    st = ctx.state
    return st.turn.phase == "attack" and st.turn.step is not None


# A prohibition's act (1.3.3), in words, with the clause of the act it prohibits: a card that
# may not attack / be attacked (7.1.3.2.1), support / be supported (7.1.3.1.1); a player the same
PROHIBITED_ACTS = {
    "use": ("技を使えない", "cannot use its techniques", "8.12.3"),
    "attack": ("アタックできない", "cannot attack", "7.1.3.2.1"),
    "attacked": ("アタックされない", "cannot be attacked", "7.1.3.2.1"),
    "support": ("サポートできない", "cannot support", "7.1.3.1.1"),
    "supported": ("サポートされない", "cannot be supported", "7.1.3.1.1"),
    "draw": ("カードを引けない", "cannot draw", "4.10.2"),
}


def _span(op: Any) -> tuple[str, str, tuple[str, ...]]:
    """How long a stat change lasts, in words and clauses: 「このアタック中」 (7.1.1), else no
    duration said — this game (8.2.1.2)."""
    if op.until == "attack":
        return "このアタック中", "during this attack", ("7.1.1",)
    if op.until == "turn":
        return "ターンの終わりまで", "until the end of the turn", ("6.8.1.3",)
    return "期限の指定なし: このゲーム中", "no duration: this game", ()


def _stat_change(
    ctx: Ctx,
    uid: str,
    op: Any,
    target: str,
    times: int,
    cause: tuple[int, ...],
    master: str | None = None,
) -> Proc:
    """「+A/-B」 on one card (8.2.1.2), ``times`` over (「…1枚につき」), for the op's duration
    (``_span``): one effect per stat the op changes."""
    span_ja, span_en, span_cl = _span(op)
    if getattr(op, "times", ()):
        # 「…の攻撃力を半分にする / N倍にする」: a multiplication, applied after the additions
        # whenever the value is read (8.9.1.8)
        for stat in op.set_values:
            word = "攻撃力" if stat == "ap" else "防御力"
            ja, en = _times_words(op.times)
            yield AddEffect(
                target=target,
                stat=stat,
                op="multiply",
                value=op.times,
                until=op.until or "game",
                source=_source(ctx, uid, op),
                caused_by=cause,
                clauses=("8.2.1.2", "8.9.1.8", *span_cl),
                ja=f"{label(ctx, target)} の{word}{ja}（{span_ja}）",
                en=f"{label(ctx, target)} {stat} {en} ({span_en})",
            )
        return
    if getattr(op, "set_to", False):
        # 「…の攻撃力をNにする / はNになる」: the value is N (8.9.1.3); after an addition to it,
        # whether it overrides that is a reading (``set_reading``, set_after_addition)
        from ruling.games._vs.common import set_reading

        for stat in op.set_values:
            v = op.ap if stat == "ap" else op.dp
            word = "攻撃力" if stat == "ap" else "防御力"
            read: tuple[str, ...] = ()
            if getattr(op, "value_of", ()):
                # 「…はZの攻撃力と同じになる」: Z's value as it is now, every effect applied
                # (2.10.1 / 2.11.1, 8.9.1), read as the effect is resolved and fixed then
                from ruling.games._vs.cardtext import _card_value_now

                who = master if master is not None else ctx.card(uid).owner  # type: ignore[union-attr]
                got = _card_value_now(ctx, who, op.value_of, uid)
                if got is None:
                    yield Mark(
                        caused_by=cause,
                        clauses=("8.6.5", *ctx.principle("impossible")),
                        ja=f"{word}を読むカードが無い（または値が与えられていない）ため、"
                        f"{label(ctx, target)} の{word}は変わらない",
                        en=f"no card (or no value given) to read the {stat} of: "
                        f"{label(ctx, target)}'s {stat} is not changed",
                        touches=(target,),
                    )
                    continue
                v = got
                read = ("2.10.1" if op.value_of[1] == "ap" else "2.11.1", "8.9.1")
            yield from set_reading(ctx, target, stat)
            yield from _used_time_reading(ctx, ctx.state.turn.player, (target,), stat)
            yield AddEffect(
                target=target,
                stat=stat,
                op="set",
                value=v,
                until=op.until or "game",
                source=_source(ctx, uid, op),
                caused_by=cause,
                clauses=("8.2.1.2", "8.9.1.3", *read, *span_cl),
                ja=f"{label(ctx, target)} の{word}を{v}にする（{span_ja}）",
                en=f"{label(ctx, target)} {stat} becomes {v} ({span_en})",
            )
            yield from _set_used(ctx)
        return
    for stat, v in (("ap", op.ap * times), ("dp", op.dp * times)):
        if v:
            yield AddEffect(
                target=target,
                stat=stat,
                value=v,
                until=op.until or "game",
                source=_source(ctx, uid, op),
                caused_by=cause,
                clauses=("8.2.1.2", *span_cl),
                ja=f"{label(ctx, target)} の{'攻撃力' if stat == 'ap' else '防御力'}{v:+d}（{span_ja}）",
                en=f"{label(ctx, target)} {stat} {v:+d} ({span_en})",
            )


def _set_used(ctx: Ctx) -> Proc:
    """Record, for the 「…にする」 effect just made, when its technique was put in the resolution
    zone (``_RESOLVING``: 8.1.1.3.2 「使用された自動能力は解決領域に置かれます」) — the time 8.9.1.4
    orders it by under the reading ``technique_used_time`` ``triggered``."""
    from ruling.games._vs.common import USED_AT

    at = _RESOLVING.get()
    if at is None or not ctx.state.effects:
        return
    made = dict(ctx.state.vars.get(USED_AT) or {})
    made[str(ctx.state.effects[-1].id)] = at
    yield SetVar(key=USED_AT, value=made)


def _used_time_reading(ctx: Ctx, master: str, targets: tuple[str, ...], stat: str) -> Proc:
    """Before a 「…にする」 arises on ``stat`` of ``targets`` where another one is in force whose
    technique was put in the resolution zone after this one's but resolved before it: 8.9.1.4
    orders them by 「それが使用された時点」, which for an automatic technique is when it was put
    in the resolution zone (8.1.1.3.2) or when it resolved (8.12.1) — the point
    technique_used_time, asked once (both readings run, the engine's own first: resolved)."""
    from ruling.games._vs.common import USED_AT, USED_TIME_READING

    st = ctx.state
    at = _RESOLVING.get()
    if at is None or st.vars.get(USED_TIME_READING) is not None:
        return
    made = st.vars.get(USED_AT) or {}
    if not any(
        e.op == "set" and e.stat == stat and e.target in targets and made.get(str(e.id), -1) > at
        for e in st.effects
    ):
        return
    how = yield unsettled.choose(
        master, "vs", "technique_used_time", {"resolved": "resolved", "triggered": "triggered"}
    )
    yield SetVar(key=USED_TIME_READING, value=how)


def _times_words(factor: Any) -> tuple[str, str]:
    """How a multiplication by ``(n, d)`` is said (「を半分にする」, 「を2倍にする」)."""
    n, d = factor
    if (n, d) == (1, 2):
        return "を半分にする", "is halved"
    return (f"を{n}倍にする", f"×{n}") if d == 1 else (f"を{n}/{d}倍にする", f"×{n}/{d}")


def _dipped(ctx: Ctx, uid: str, dipped: dict[str, int]) -> None:
    """Note a field card whose defence is 0 or less after a step (9.3 is checked only at the
    next check timing, 9.1.1)."""
    from ruling.games._vs.common import view

    if ctx.card(uid) is not None and view(ctx, uid).dp <= 0 and ctx.last is not None:
        dipped.setdefault(uid, ctx.last)


def _recovered(ctx: Ctx, dipped: dict[str, int]) -> Proc:
    """9.1.1: a rule process checks its condition only at a check timing; a card whose defence
    was 0 or less in the middle of one effect and is above 0 when the effect ends is not
    removed (9.3.1 read, not met at the check timing)."""
    from ruling.games._vs.common import view

    for uid, at in dipped.items():
        card = ctx.card(uid)
        if card is None:
            continue
        dp = view(ctx, uid).dp
        if dp <= 0:
            continue
        yield Mark(
            clauses=("9.1.1", "9.3.1"),
            caused_by=(at,),
            ja=f"{label(ctx, uid)} の防御力は効果の途中で0以下になったが、ルール処理はチェックタイミングでのみ"
            f"確認され、その時点の防御力は{dp}: 防御力不足処理は行われない",
            en=f"{label(ctx, uid)}'s defence went to 0 or less in the middle of the effect, but rule "
            f"processes are checked only at a check timing, where it is {dp}: it is not removed",
            touches=(uid,),
        )


def _choose_retired(ctx: Ctx, master: str, op: Any, kind: str, uid: str = "") -> Proc:
    """「（自分|相手）の（リタイヤ|フィールドのカード|ベンチのカード）をN枚（まで）選び」: the master
    chooses targets among those cards (``GROUPS``) as the step is reached (8.5.4 / 8.6.11). A fixed number must be chosen as far as
    possible (8.5.4.1 / 8.6.11.1), fewer when fewer exist (8.5.4.1.2 / 8.6.11.1.2); 「まで」 lets
    the master choose any number from 0 (8.5.4.1.1 / 8.6.11.1.1); none to choose: the step does
    nothing (8.5.4.1.3 / 8.6.11.1.3). Returns (the chosen uids, the step that chose them)."""
    act = kind == "activated"
    side, zones = GROUPS[op.who]
    whose = master if side == "you" else ctx.state.opponent(master)
    cards = [c for z in zones for c in ctx.zone(whose, z)]
    if op.other:
        # 「他の」: the technique's own card is not among them
        cards = [c for c in cards if c.uid != uid]
    # 「《X》のカード」 (2.15.1) / 「称号に“X”を含むカード」 (2.14.7): only the cards so described;
    # 「スタンドしている / レストしている / リバース状態のカード」: only the cards in that state
    # (4.9.1.1 - 4.9.1.3);
    # 「レベル1以下のカード」: only the cards whose level compares so (2.2.1)
    described: tuple[str, ...] = ()
    if op.attributes or op.info:
        described = (*(("2.15.1",) if op.attributes else ()), *info_clauses(op.info))
    if op.states:
        described = (*described, *(STATE_CLAUSE.get(x, "4.9.1") for x in op.states))
    if op.stats:
        described = (*described, "2.2.1")
    want = "・".join(f"レベル{x}{CMP_WORDS[cmp][0]}" for _st, cmp, x in op.stats)

    def passes(c: Card) -> bool:
        if (op.attributes or op.info) and not described_as(ctx, c, op.attributes, op.info):
            return False
        if op.states and c.orientation not in op.states:
            return False
        if op.stats and c.level is None:
            # a level the scenario does not give: through the shared door — taken not to be
            # one and said, or what a branch on it took it to be
            return assume_unmatched(ctx, c, [("level", want, want)], ("2.2.1",))
        return not op.stats or all(
            COMPARISONS[cmp](int(c.level), int(x)) for _st, cmp, x in op.stats
        )

    pool = cards
    # a card left out only by a value not given is branched on (qualifies / not), or — a card
    # of a count, too many — stated (``values.branch_candidates``)
    cards = yield from branch_candidates(
        ctx,
        lambda: [c for c in pool if passes(c)],
        master,
        label(ctx, uid) if uid else want,
        described,
    )
    described = (*described, *_added_attribute_clauses(ctx, op.attributes, cards))
    # the cards whose level is not given and that were left out (the statement's)
    unknown: list[Card] = [
        c
        for c in pool
        if op.stats
        and c.level is None
        and c not in cards
        and (not op.states or c.orientation in op.states)
        and (not (op.attributes or op.info) or described_as(ctx, c, op.attributes, op.info))
        and not c.states.get(READINGS)  # a branch took it one way: not an assumption
    ]
    # the zones in Japanese / English, and what they are watched by
    field = zones == FIELD_ZONES
    where_ja, where_en = {
        ("retire",): ("リタイヤ置場", "retire zone"),
        ("hand",): ("手札", "hand"),
        ("waiting",): ("控え室", "waiting room"),
        ("energy",): ("エネルギー置場", "energy zone"),
        ("surprise",): ("サプライズ置場", "surprise zone"),
        FIELD_ZONES: ("フィールド", "field"),
    }.get(zones, ("ベンチ", "bench"))
    watched = tuple(f"{whose}.{z}" for z in zones)
    n = max(int(op.amount or 1), 1)
    counted: list[str] = []
    if op.count_of:
        # 「Yと同じ枚数」: the cards Y counted now, as the step is done
        cside, czones = GROUPS[op.count_of]
        cwhose = master if cside == "you" else ctx.state.opponent(master)
        counted = [f"{cwhose}.{z}" for z in czones]
        n = sum(
            1
            for z in czones
            for c in ctx.zone(cwhose, z)
            if described_as(
                ctx,
                c,
                tuple(t for f, t in op.count_filter if f == "attribute"),
                tuple((f, t) for f, t in op.count_filter if f != "attribute"),
            )
        )
    if op.by == "opponent":
        # 「相手は自分の手札をN枚選び」: the player the text names chooses (its own cards)
        master = ctx.state.opponent(master)
    if unknown:
        yield Mark(
            clauses=("2.2.1",),
            ja="、".join(c.label for c in unknown)
            + " はレベルが与えられていないため、選べるカードに含めない（仮定）",
            en=", ".join(c.label for c in unknown)
            + ": no level given, not taken among the cards to choose (assumed)",
            touches=tuple(c.uid for c in unknown),
        )
    kept = [(c, t) for c in cards if (t := unchoosable(ctx, c.uid, master, uid)) is not None]
    if kept:
        # 「相手の技に選ばれない」 in force (8.1.1.4): those cards are not among the choice's
        # (1.3.1: the text over the rules of a choice)
        yield Mark(
            clauses=("1.3.1", "8.1.1.4", *(("8.5.4.1",) if act else ("8.6.11.1",))),
            ja="、".join(f"{c.label} は「{t}」により選べない" for c, t in kept),
            en="; ".join(f"{c.label} cannot be chosen (「{t}」)" for c, t in kept),
            touches=tuple(c.uid for c, _ in kept),
        )
        cards = [c for c in cards if all(c is not k for k, _ in kept)]
    if op.value == "all":
        # 「…のカードをすべて選び」: the number to choose is every card that can be chosen
        # (8.5.4.1 / 8.6.11.1) — no choice left to the master; chosen as one set
        n = len(cards)
    up_to = op.value == "up_to"
    base = ("8.5.4", "8.5.4.1") if act else ("8.6.11", "8.6.11.1")
    # 8.5.4.2 / 8.6.11.2: chosen among a hidden zone's cards (the hand, 3.7.2) by a condition on
    # their information (《X》, 称号に“X”を含む): that a card holds it is not guaranteed, so the
    # chooser may choose none of them even when one meets it — a state (4.9.1) is no information
    # of the card: a face-down card's orientation is seen (3.4.1 with 4.9.1)
    unsure = bool(op.attributes or op.info or op.stats) and all(
        (z := ctx.game.zone(zid)) is not None and not z.public for zid in zones
    )
    if unsure and cards:
        base = (*base, "8.5.4.2" if act else "8.6.11.2")
    elif described and cards and not field:
        # chosen by a condition on information among a public zone's cards (the waiting room,
        # 3.6.2 「控え室は公開領域です」): the exception of 8.5.4.2 / 8.6.11.2 is for a hidden
        # zone's only — the zone's being public is why a card meeting it must be chosen
        from ruling.games._vs.basic import SEEN

        base = (*base, *(c for z in zones if z in SEEN and SEEN[z][0] == "all" for c in SEEN[z][1]))
    if field:
        base = (*base, "3.3.1")  # 「リングとベンチを合わせてフィールドと呼びます」
    if tuple(zones) == ("retire",):
        # 「（自分|相手）のリタイヤ」: 「技効果等で参照される場合リタイヤ置場のカードは「リタイヤ」
        # と表される場合があります」 (3.5.2)
        base = (*base, "3.5.2")
    if tuple(zones) == ("energy",):
        # 「（自分|相手）のエネルギー」: 「技効果等で参照される場合エネルギー置場のカードは
        # 「エネルギー」と表される場合があります」 (3.4.2), as the retire zone's 3.5.2
        base = (*base, "3.4.2")
    if op.count_filter:
        base = (*base, *info_clauses(op.count_filter))  # the cards counted: 「称号に“…”を含む」
    if op.value == "omitted":
        base = (*base, "1.3.5.1")  # no number printed: exactly one
    base = (*base, *described)
    cl = base
    if up_to:
        cl = (*base, "8.5.4.1.1" if act else "8.6.11.1.1")
    elif 0 < len(cards) < n:
        # fewer than asked can be chosen: as many as possible (8.5.4.1.2 / 8.6.11.1.2, as 1.3.2
        # says of any action asked of a set amount and partly impossible)
        cl = (*base, "8.5.4.1.2" if act else "8.6.11.1.2", *ctx.principle("impossible"))
    if op.count_of and n == 0:
        # the number to choose is 0: the choice is not done at all (1.3.2.2)
        step = yield Mark(
            clauses=(*base, *ctx.principle("non_positive_count")),
            ja=f"選ぶ枚数（数えるカードの枚数）は0: {master} は何も選ばない",
            en=f"the number to choose (the cards counted) is 0: {master} chooses nothing",
            touches=(*watched, *(c.uid for c in cards)),
            watch=tuple(counted),
        )
        return [], step
    if not cards:
        step = yield Mark(
            # an automatic technique's 「～を選ぶ」 with nothing to choose: nothing happens (8.6.5)
            clauses=(
                *base,
                *(("8.5.4.1.3",) if act else ("8.6.11.1.3", "8.6.5")),
                *ctx.principle("impossible"),
            ),
            ja=f"{whose} の{where_ja}に"
            + ("選べる" if described else "")
            + "カードがなく、目標を選べない: この行動は何も起こさない",
            en=f"{whose}'s {where_en} holds no card: no target, this step does nothing",
            touches=watched,
        )
        return [], step
    count = min(n, len(cards))
    if up_to:
        opts, ncl = count_options(ctx, count)
        count = yield Choose(
            master,
            "choose_count",
            f"{whose} の{where_ja}のカードを{n}枚まで選ぶ: 何枚選ぶか",
            f"choose up to {n} cards of {whose}'s {where_en}: how many?",
            opts,
            (*cl, *ncl),
            # the card choice it leads to may be answered 「none」: choose none (``count_options``)
            also=("choose_card", "choose"),
            leads_to=("choose_card", "choose"),
        )
    elif (
        unsure
        and op.value == "omitted"
        and not (
            yield unsettled.choose(
                master,
                "vs",
                "omitted_count_hidden_choice",
                {"may_choose_none": True, "must_choose_one": False},
            )
        )
    ):
        # 1.3.5.1 「選ぶ枚数が省略されているものは、必ず1枚を選んでください」 read over 8.5.4.2:
        # the one card is chosen (the audit's omitted_count_hidden_choice, the other reading)
        cl = (*cl, "1.3.5.1")
    elif unsure:
        # 8.5.4.2 / 8.6.11.2: the chooser may choose fewer, none at all (its cards' information
        # in a hidden zone is not guaranteed)
        opts, ncl = count_options(ctx, count)
        count = yield Choose(
            master,
            "choose_count",
            f"{whose} の{where_ja}（非公開領域）から条件を満たすカードを{n}枚選ぶ: "
            "条件を満たすカードがあっても選ばないことができる: 何枚選ぶか",
            f"choose {n} cards meeting the condition in {whose}'s {where_en} (a hidden zone): "
            "the chooser may choose none even if some meet it: how many?",
            opts,
            (*cl, *ncl),
            # the card choice it leads to may be answered 「none」: choose none (``count_options``)
            also=("choose_card", "choose"),
            leads_to=("choose_card", "choose"),
        )
    picked: list[str] = [c.uid for c in cards] if op.value == "all" else []
    for i in range(0 if op.value == "all" else int(count)):
        left = [c for c in cards if c.uid not in picked]
        uid = yield choose_card(
            master,
            left,
            "choose_card",
            (
                f"{whose} の{where_ja}のカードを1枚選ぶ"
                + (f"（{i + 1}枚目／{count}枚）" if count > 1 else "")
            ),
            (
                f"choose a card in {whose}'s {where_en}"
                + (f" ({i + 1} of {count})" if count > 1 else "")
            ),
            cl,
            also=("choose",),  # a card chosen by card text (8.5.4): `at: choose_card` or `choose`
        )
        picked.append(uid)
    names = "、".join(label(ctx, u) for u in picked)
    if not picked:
        step = yield Mark(
            clauses=(*cl, *ctx.principle("non_positive_count")),
            ja=f"{master} は目標を選ばない（0枚）: 続く行動は何も起こさない",
            en=f"{master} chooses no target (0): the following step does nothing",
            touches=watched,
        )
        return [], step
    step = yield Mark(
        clauses=cl,
        ja=f"{master} は {whose} の{where_ja}から {names} を選ぶ"
        + (f"（{n}枚のうち選べるのは{len(cards)}枚だけ）" if not up_to and len(cards) < n else ""),
        en=f"{master} chooses {names.replace('、', ', ')} among the cards of {whose}'s {where_en}"
        + (
            f" (only {len(cards)} of the {n} can be chosen)" if not up_to and len(cards) < n else ""
        ),
        touches=tuple(picked),
        watch=watched,
    )
    if not up_to and len(cards) < n:
        # fewer chosen than the number printed (8.6.11.1.2): a 「そうしたら」 after this step
        # reads it (``SHORT_CHOICE``, the audit's then_after_partial_choice)
        yield SetVar(key=SHORT_CHOICE, value=step)
    return picked, step


def _deck_top_to_hand_barred(ctx: Ctx, player: str) -> Generator[Any, Any, bool]:
    """A step putting the top card of ``player``'s deck in their hand (「山札の上から1枚を手札に加え
    る」, not written 「引く」) while 「…はカードを引けない」 is in force for them: is it a draw the
    prohibition stops (4.10.2 is that very move; 1.3.3), or another of the moves deck → hand that
    4.10.1 calls the draw 「…行動の一つ」? The audit's deck_top_to_hand_draw, asked only there.
    True when the move is not done."""
    from ruling.games._vs.cardtext import prohibitions

    ban = [
        e
        for e in (*ctx.state.effects, *prohibitions(ctx))
        if e.op == "prohibit" and e.stat == "draw" and e.target == player
    ]
    if not ban:
        return False
    drawn = yield unsettled.choose(
        player,
        "vs",
        "deck_top_to_hand_draw",
        {"not_a_draw": False, "a_draw": True},
        more=("1.3.3",),
    )
    if not drawn:
        return False
    yield Reject(
        f"山札の1番上のカードを手札に加えることは「1枚引く」（4.10.2）であり、{player} はカードを引けない"
        f"効果が有効なため行われない（{ban[-1].source}）",
        f"putting the top card of the deck in the hand is 「1枚引く」 (4.10.2), and {player} may "
        f"not draw ({ban[-1].source}): it is not done",
        ("4.10.2", "1.3.3", *ban[-1].clauses),
        touches=(f"{player}.deck", f"{player}.hand"),
    )
    return True


def _deck_top(
    ctx: Ctx, master: str, n: int, zone: str, cause: tuple[int, ...], rested: bool = False
) -> Generator[Any, Any, list[str]]:
    """「あなたは自分の山札を上からN枚、自分の…に置く」: the top card of the master's deck, N
    times (3.2.5: the top is the card put last); with no card left the rest is not done (1.3.2,
    the deck is renewed only at a check timing, 9.1.1). To the ring: it is the effect's move,
    not the rule process's (3.3.2.3), so an entry spark does not trigger (8.1.1.3.3). A ring
    that holds a card already takes it too: the rules set the ring no upper limit (3.3.2; unlike
    the surprise zone 3.9.2 and a bench frame 3.3.3.2, 「1枚まで」), and the rule process 9.5.1
    puts every card but the one placed last in its owner's waiting room. Returns the cards
    moved (「そのカード」 of a step after it)."""
    from ruling.games._vs.common import take_top

    names = {
        "waiting": "控え室",
        "retire": "リタイヤ置場",
        "hand": "手札",
        "ring": "リング",
        "energy": "エネルギー置場",
        "surprise": "サプライズ置場",
    }
    # the energy zone's cards are face down (3.4.1), a card put in the surprise zone too (3.9.4;
    # a second card there is the rule process 9.5.3's)
    down = ("3.4.1",) if zone == "energy" else ("3.9.4",) if zone == "surprise" else ()
    moved: list[str] = []
    for i in range(n):
        if not ctx.zone(master, "deck"):
            yield Reject(
                f"{master} の山札にカードがないため、{'残りの' if i else ''}カードは置けません",
                f"{master}'s deck is empty: {'the rest' if i else 'the put'} is not done",
                (*ctx.principle("impossible"), "9.1.1", *(("3.2.3",) if n > 1 else ())),
                touches=(f"{master}.deck",),
            )
            return moved
        if zone == "hand" and (yield from _deck_top_to_hand_barred(ctx, master)):
            return moved
        uid = yield from take_top(ctx, master)
        moved.append(uid)
        # 「レストして置く」: rested, as the text says (1.3.1 over 4.9.1.4)
        rest = ("1.3.1", "4.9.1.2") if rested else ()
        yield Move(
            caused_by=cause,
            uid=uid,
            player=master,
            zone=zone,
            orientation="rest" if rested else "stand",
            face_up=not down,
            clauses=(
                "8.2.1.1",
                "3.2.5",
                # several cards of the deck moving at once move one by one (3.2.3)
                *(("3.2.3",) if n > 1 else ()),
                *(("8.1.1.3.3",) if zone == "ring" else ()),
                *down,
                *rest,
            ),
            ja=f"{master} は山札の1番上のカードを{names[zone]}に{'レストして' if rested else ''}置く",
            en=f"{master} puts the top card of their deck in their {zone}{' rested' if rested else ''}",
        )
    return moved


def _energy_state(ctx: Ctx, master: str, op: Any, cause: tuple[int, ...]) -> Proc:
    """「エネルギーをN枚（レスト|スタンド）する」: N of the master's energy not in that state yet
    (4.9.1.1 / 4.9.1.2: resting makes a standing card rested, standing a rested one); which of
    them is the master's pick among face-down cards of one state (3.4.2) that no rule tells
    apart: the first N, and it is said so. Fewer: as many as there are (1.3.2)."""
    to = str(op.value)
    cl = "4.9.1.1" if to == "stand" else "4.9.1.2"
    word_ja = "スタンド" if to == "stand" else "レスト"
    pool = [c for c in ctx.zone(master, "energy") if (c.orientation == "stand") == (to == "rest")]
    if ("up_to", "le", op.amount) in op.stats:
        # 「N枚まで」: how many, a whole number from 0 (1.3.5), the master's pick
        opts, ncl = count_options(ctx, min(op.amount, len(pool)))
        n = yield Choose(
            master,
            "choose_count",
            f"エネルギーを{op.amount}枚まで{word_ja}する: 何枚{word_ja}するか",
            f"{to} up to {op.amount} energy: how many?",
            opts,
            ("1.3.5", *ncl),
        )
        op = replace(op, amount=int(n))
    if len(pool) < op.amount:
        yield Mark(
            clauses=(cl, *ctx.principle("impossible")),
            ja=f"{master} の{'レスト' if to == 'stand' else 'スタンド'}状態のエネルギーは{len(pool)}枚"
            f"のため、{word_ja}するのは{len(pool)}枚",
            en=f"{master} has {len(pool)} energy to {to}: {len(pool)} of {op.amount} done",
            touches=(f"{master}.energy",),
            caused_by=cause,
        )
    for c in pool[: op.amount]:
        yield Orient(
            uid=c.uid,
            orientation=to,
            caused_by=cause,
            clauses=(cl, "3.4.2", "3.4.3", "8.1.1.5"),
            ja=f"{master} はエネルギーを1枚{word_ja}する（どのエネルギーかは区別されない）",
            en=f"{master} {'stands' if to == 'stand' else 'rests'} an energy card (which one is "
            "not told apart)",
        )


def _zone_cards_stat(ctx: Ctx, master: str, uid: str, op: Any, cause: tuple[int, ...]) -> Proc:
    """「（あなた|相手）の（ベンチ|フィールド）のカードすべてを+A/+B」 in an automatic or activated
    technique, no card chosen: 8.9.1.5 speaks only of 「～選び」 effects, 8.9.1.6 of effects on a
    player, a rule or a zone — an effect on the zone (reaching a card put there later, 8.9.1.6)
    or on the cards there as it resolves (3.1.3) — both readings run (the audit's
    ``zone_cards_unchosen``)."""
    side, zones = GROUPS[op.who]
    pl = master if side == "you" else ctx.state.opponent(master)
    group = "field" if zones == FIELD_ZONES else "bench"
    where_ja = "フィールド" if group == "field" else "ベンチ"
    span_ja, span_en, span_cl = _span(op)
    on_zone = yield unsettled.choose(
        master, "vs", "zone_cards_unchosen", {"zone": True, "cards": False}
    )
    cards = [c for z in zones for c in ctx.zone(pl, z)]
    field = ("3.3.1",) if group == "field" else ()
    for stat, v in (("ap", op.ap), ("dp", op.dp)):
        if not v:
            continue
        word = "攻撃力" if stat == "ap" else "防御力"
        if on_zone:
            targets = [f"{pl}.{group}"]
            read = "8.9.1.6"
            ja = f"{pl} の{where_ja}のカードすべての{word}{v:+d}（カードを選ばない: 後から置かれたカードにも適用、{span_ja}）"
            en = f"every card of {pl}'s {group} {stat} {v:+d} (no card chosen: a card put there later too; {span_en})"
        else:
            targets = [c.uid for c in cards]
            read = "3.1.3"
            ja = f"{pl} の{where_ja}にいまあるカード（{'、'.join(c.label for c in cards) or 'なし'}）の{word}{v:+d}（後から置かれたカードには適用されない、{span_ja}）"
            en = f"the cards now on {pl}'s {group} {stat} {v:+d} (a card put there later is not reached; {span_en})"
        if not targets:
            yield Mark(
                caused_by=cause,
                clauses=("8.6.5", *ctx.principle("impossible")),
                ja=f"{pl} の{where_ja}にカードが無いため、何もしない",
                en=f"{pl}'s {group} holds no card: nothing is done",
                touches=(f"{pl}.{group}",),
            )
            continue
        for t in targets:
            yield AddEffect(
                target=t,
                stat=stat,
                op="add",
                value=v,
                until=op.until or "game",
                source=label(ctx, uid),
                caused_by=cause,
                clauses=("8.2.1.2", read, *field, *span_cl),
                ja=ja,
                en=en,
            )


def _public_move_read(
    ctx: Ctx,
    master: str,
    uid: str,
    cond: tuple[Any, ...],
    now: tuple[bool, str, str],
    used: list[str],
) -> Generator[Any, Any, tuple[bool, str, str]]:
    """「そのカードの攻撃力がN以上なら」 read of a card this effect moved from one public zone
    other than the field to another (the retire zone to the waiting room): its value in the zone
    it moved to (8.7.2) or as it last was in the zone it left (8.11.1) — the rules give both
    (the audit's ``moved_card_info_public_to_public``), raised only where the two values differ;
    ``now`` is the reading where it is. Returns (holds, ja, en), the clauses read put in
    ``used``."""
    from ruling.games._vs.cardtext import COMPARISONS
    from ruling.games._vs.common import view

    _s, _who, stat, cmp, n = cond
    lk = ctx.last_known(uid)
    then = (lk.info.get("values") or {}).get(stat) if lk is not None else None
    got = getattr(view(ctx, uid), stat)
    if then is None or not then[1] or int(then[0]) == int(got):
        return now
    after = yield unsettled.choose(
        master,
        "vs",
        "moved_card_info_public_to_public",
        {"after_move": True, "last_known": False},
    )
    if after:
        used.append("8.7.2")
        return (
            now[0],
            f"{now[1]}（移動後の領域での情報）",
            f"{now[2]} (its information in the zone it moved to)",
        )
    used += ["8.11.1", *lk.info.get("value_clauses", ())]  # type: ignore[union-attr]
    word_ja, word_en = {"ap": ("攻撃力", "attack"), "dp": ("防御力", "defence")}[stat]
    wj, we = CMP_WORDS[cmp]
    return (
        COMPARISONS[cmp](int(then[0]), n),
        f"{label(ctx, uid)} の{word_ja}は移動前の領域に最後にあった時の{then[0]}（条件: {n}{wj}）",
        f"{label(ctx, uid)}'s {word_en} as it last was in the zone it left is {then[0]} "
        f"(the condition: {we} {n})",
    )


def _card_level(
    ctx: Ctx, uid: str, who: str, chosen: list[str] | str | None
) -> tuple[int, tuple[str, ...]]:
    """The level (2.2.1) of the card a step names (``this`` / ``chosen``), as the step reads it
    (8.1.1.5): a card that has left the field since is read as it last was there (8.11.1) —
    into a hidden zone (the hand, the deck: 3.7.2, 3.2.2) with its information in the public
    zone (8.7.1.1). No such card (none chosen): 0 (1.3.2). Returns (level, clauses read)."""
    picked = [uid] if who == "this" else ([chosen] if isinstance(chosen, str) else chosen or [])
    if len(picked) != 1:
        return 0, ("1.3.2",)
    card = ctx.card(picked[0])
    level = int(card.level or 0) if card is not None else 0
    read: tuple[str, ...] = ("2.2.1",)
    lk = ctx.last_known(picked[0])
    if zone_of(ctx, picked[0]) not in FIELD_ZONES and lk is not None and lk.zone in FIELD_ZONES:
        hidden = zone_of(ctx, picked[0]) in ("hand", "deck")
        read = (*read, "8.11.1", *(("8.7.1", "8.7.1.1") if hidden else ("8.7.1", "8.7.1.2")))
    return level, read


def _deal_damage(
    ctx: Ctx,
    master: str,
    uid: str,
    op: Any,
    cause: tuple[int, ...],
    chosen: list[str] | None = None,
) -> Proc:
    """「…にNダメージを与える」: N damage to the card named, as the game's damage action deals it
    (accumulated, 7.1.5.3; a card with damage of its defence or more leaves at the check timing,
    9.4: a ring card to the retire zone, a bench card to the waiting room). A ring with no card,
    「このカード」 or the card chosen off the field (or none chosen): nothing is done (8.6.5)."""
    from ruling.games._vs.common import ring_card

    if op.who == "chosen":
        # each card chosen still on the field (several: 「N枚選び」, each dealt the damage)
        targets = [c for c in chosen or [] if zone_of(ctx, c) in FIELD_ZONES]
    elif op.who in ("attacker", "attacked"):
        # 「（…がアタックした時、）そのカードに」: the card attacking (or attacked) in the attack in
        # progress (4.14.1), while it is still in the ring; gone, or no attack: no target
        got = _attacker(ctx) if op.who == "attacker" else _attacked(ctx)
        targets = [got] if got is not None else []
    elif op.who == "this":
        targets = [uid] if zone_of(ctx, uid) in FIELD_ZONES else []
    else:
        ring = ring_card(ctx, master if op.who == "your_ring" else ctx.state.opponent(master))
        targets = [ring.uid] if ring is not None else []
    if not targets:
        yield Mark(
            clauses=("8.6.5", *ctx.principle("impossible")),
            ja="ダメージを与えるカードが無いため、何もしない",
            en="no card to deal the damage to: nothing is done",
            touches=_affects(ctx, master, Program("auto", None, (), None, (), (op,))),
        )
        return
    amount, read = op.amount, ()
    if isinstance(op.value, tuple) and op.value[:1] == ("value_of",):
        # 「このカードの攻撃力（防御力）と同じ値のダメージ」: this card's value as the step is
        # done (2.10.1 / 2.11.1) — moved off the field (a cost put it in the waiting room), as
        # it last was there (8.11.1, 8.7.1.2; a new card where it is now, 3.1.3)
        from ruling.games._vs.common import view

        stat = str(op.value[1])
        own = ("2.10.1",) if stat == "ap" else ("2.11.1",)
        lk = ctx.last_known(uid)
        if zone_of(ctx, uid) not in FIELD_ZONES and lk is not None and lk.zone in FIELD_ZONES:
            n = int(lk.info.get("values", {}).get(stat, (0, False))[0])
            read = (*own, "8.11.1", "8.7.1", "8.7.1.2", "3.1.3", *lk.info.get("value_clauses", ()))
        else:
            v = view(ctx, uid)
            n = int(v.ap if stat == "ap" else v.dp)
            read = (*own, *v.clauses)
        amount = n + int(op.amount or 0)
        if amount <= 0:
            yield Mark(
                clauses=(*read, *ctx.principle("impossible")),
                ja=f"与えるダメージは{amount}: 何もしない",
                en=f"the damage to deal is {amount}: nothing is done",
                caused_by=cause,
            )
            return
    for target in targets:
        yield Do(
            "damage",
            {"card": target, "amount": amount, "source": label(ctx, uid)},
            clauses=("8.1.1.5", "7.1.5.3", *read),
            caused_by=cause,
        )


def _remove_damage(
    ctx: Ctx, master: str, uid: str, op: Any, chosen: list[str], cause: tuple[int, ...]
) -> Proc:
    """「…のダメージを（すべて|N）取り除く」: the damage accumulated on the card (7.1.5.3) lessened by
    N (not below 0), or all of it. No card there, or none to remove: nothing is done (1.3.2)."""
    from ruling.games._vs.common import damage_of, ring_card

    if op.who == "chosen":
        targets = [c for c in chosen if zone_of(ctx, c) in FIELD_ZONES]
    elif op.who == "this":
        targets = [uid] if zone_of(ctx, uid) in FIELD_ZONES else []
    else:
        ring = ring_card(ctx, master if op.who == "your_ring" else ctx.state.opponent(master))
        targets = [ring.uid] if ring is not None else []
    for t in targets:
        card = ctx.card(t)
        assert card is not None
        d = damage_of(card)
        if d == 0:
            yield Mark(
                caused_by=cause,
                clauses=("7.1.5.3", *ctx.principle("impossible")),
                ja=f"{card.label} はダメージを受けていないため、取り除くダメージはない",
                en=f"{card.label} has taken no damage: there is none to remove",
                touches=(t,),
            )
            continue
        left = 0 if op.amount is None else max(0, d - int(op.amount))
        by_effect = min(int(card.states.get("effect_damage") or 0), left)
        yield SetCard(
            uid=t,
            changes={"damage": left, "effect_damage": by_effect},
            caused_by=cause,
            clauses=("8.1.1.5", "7.1.5.3"),
            ja=f"{card.label} に蓄積されたダメージを{'すべて' if op.amount is None else op.amount}"
            f"取り除く（{d} → {left}）",
            en=f"{'all the' if op.amount is None else op.amount} damage on {card.label} is "
            f"removed ({d} -> {left})",
        )
    if not targets:
        yield Mark(
            caused_by=cause,
            clauses=("8.6.5", *ctx.principle("impossible")),
            ja="ダメージを取り除くカードが無いため、何もしない",
            en="no card to remove the damage from: nothing is done",
        )


def _look(
    ctx: Ctx, master: str, op: Any, cause: tuple[int, ...], steps: list[int] | None = None
) -> Proc:
    """「あなたは自分の山札を上からN枚見て」 (4.11.2): the master sees the top N cards of its own
    deck (all when fewer; none: nothing, 4.11.2's N of 0 read for an empty deck). A shuffled
    deck's hidden order is branched on card by card (3.2.2, ``common.top_cards``), never
    picked. 「相手の手札を見る」: the master sees the opponent's hand, which 3.7.2 keeps from it,
    because the text says so (1.3.1). Nothing moves; the cards seen are returned."""
    from ruling.games._vs.common import top_cards

    if op.value == "reveal" and op.who in ("opp_surprise", "you_surprise"):
        # 「（相手|あなた）は自分のサプライズ置場のカードを公開する」: shown to both players until
        # the step is over (3.1.7); it does not move (3.1.8) and stays face down (4.9.1.6.1) —
        # not turned face up, its text has not met its condition (12.3.1) and 9.7.1 does not
        # reach it
        pid = ctx.state.opponent(master) if op.who == "opp_surprise" else master
        shown = [c.uid for c in ctx.zone(pid, "surprise") if c is not None]
        names = "、".join(label(ctx, u) for u in shown) or "なにも無い"
        yield Mark(
            clauses=("3.1.7", "3.1.8", "4.9.1.6.1"),
            caused_by=cause,
            ja=f"{pid} のサプライズ置場のカードを公開する（{names}）: 領域は変わらず、裏向きのまま",
            en=f"{pid}'s surprise card is revealed ({', '.join(label(ctx, u) for u in shown) or 'none'}): "
            "it stays where it is, face down",
            touches=(f"{pid}.surprise", f"{pid}.waiting", *shown),
        )
        return shown
    if op.who in ("opp_hand", "opp_surprise"):
        # 「相手の手札 / サプライズ置場のカードを見る」: kept from the master by 3.7.2 / 3.9.3,
        # seen because the text says so (1.3.1)
        opp = ctx.state.opponent(master)
        zone, zja, zen, cl = (
            ("hand", "手札", "hand", "3.7.2")
            if op.who == "opp_hand"
            else ("surprise", "サプライズ置場のカード", "surprise card", "3.9.3")
        )
        hand = [c.uid for c in ctx.zone(opp, zone)]
        names = "、".join(label(ctx, u) for u in hand) or "なにも無い"
        yield Mark(
            clauses=(cl, "1.3.1"),
            caused_by=cause,
            ja=f"{master} は {opp} の{zja}を見る（{names}）",
            en=f"{master} looks at {opp}'s {zen} ({', '.join(label(ctx, u) for u in hand) or 'empty'})",
            touches=(f"{opp}.{zone}",),
        )
        return hand
    if op.who == "you_deck":
        # 「あなたは自分の山札を見て」: the master sees every card of its own deck, which 3.2.2
        # keeps from every player, because the text says so (1.3.1); nothing moves, the order
        # is neither seen as such nor changed
        deck = [c.uid for c in ctx.zone(master, "deck")]
        yield Mark(
            clauses=("3.2.2", "1.3.1"),
            caused_by=cause,
            ja=f"{master} は自分の山札を見る（{len(deck)}枚）",
            en=f"{master} looks at its own deck ({len(deck)} card(s))",
            touches=(f"{master}.deck",),
        )
        return deck
    # 「相手の山札の上からN枚を見る」: the opponent's deck, seen by the master as the text says
    # (4.11.2, 1.3.1); 「相手は自分の山札を上からN枚見る」: the opponent looks (``by``)
    whose = ctx.state.opponent(master) if op.who == "opp" else master
    looker = ctx.state.opponent(master) if op.by == "opponent" else master
    amount, how = op.amount, ("4.11.2",)
    if op.value == "up_to":
        # 「山札を上からN枚まで見る」 (4.11.3): the player may end the action before each card
        # (4.11.3.1) or look at one more (4.11.3.2), N at most (4.11.3.3) — how many, 0 to N, is
        # its choice
        opts, ncl = count_options(ctx, op.amount)
        amount = yield Choose(
            looker,
            "look",
            f"山札の上から{op.amount}枚まで見る: 何枚見るか",
            f"look at up to {op.amount} from the top of the deck: how many?",
            opts,
            ("4.11.3", "4.11.3.1", *ncl),
        )
        how = ("4.11.3", "4.11.3.2", "4.11.3.3")
    seen = yield from top_cards(ctx, whose, int(amount))
    ja_whose = f"{whose} の" if whose != looker else ""
    if op.value == "reveal":
        # 「山札の上から1枚を公開する」: shown to every player until the part of the effect about it
        # ends (3.1.7), staying in the deck (3.1.8) — what the steps after it read is the card's
        # information, as a look's
        yield Mark(
            clauses=("3.1.7", "3.1.8"),
            caused_by=cause,
            ja=f"{looker} は{ja_whose}山札の上から{len(seen)}枚を公開する（{'、'.join(label(ctx, u) for u in seen)}）",
            en=f"{looker} reveals the top {len(seen)} card(s) of {whose}'s deck",
            touches=(f"{whose}.deck",),
        )
        return seen
    # fewer cards in the deck than asked: looked at as far as it can (1.3.2 「その一部のみ実行不可能
    # な場合、可能な限りその行動を行います」) — the cards there
    short = ctx.principle("impossible") if op.value != "up_to" and len(seen) < int(amount) else ()
    step = yield Mark(
        clauses=("4.11.1", *how, *(("1.3.1",) if whose != looker else ()), *short),
        caused_by=cause,
        ja=f"{looker} は{ja_whose}山札の上から{len(seen)}枚を見る（{'、'.join(label(ctx, u) for u in seen)}）"
        + (f"（{amount}枚に足りないため、可能な限り）" if short else ""),
        en=f"{looker} looks at the top {len(seen)} card(s) of {whose}'s deck"
        + (f" (fewer than {amount}: as far as it can)" if short else ""),
        touches=(f"{whose}.deck",),
    )
    if steps is not None and isinstance(step, int):
        steps.append(step)
    return seen


def _swap(
    ctx: Ctx,
    master: str,
    uid: str,
    op: Any,
    chosen: str | list[str] | None,
    chosen_step: int | None,
    cause: tuple[int, ...],
) -> Proc:
    """「自分のベンチのカードを1枚選び、リングのこのカードと入れ替える」: the bench card chosen goes
    to the ring and the ring card to that bench slot — the text over 3.3.3.4 (1.3.1); both are
    new cards there, standing (3.1.3, 4.9.1.4). Either no longer where it was (the chosen card
    left the bench, this card the ring): nothing is swapped (1.3.2)."""
    picked = chosen[0] if isinstance(chosen, list) and len(chosen) == 1 else chosen
    bench = picked if isinstance(picked, str) else None
    if op.who == "this":
        # 「このカードとあなたのリングのカードを入れ替える」: this card is the bench one
        bench, chosen_step = uid, None
    ring = ring_card(ctx, master) if op.value == "your_ring" else ctx.card(uid)
    slot = zone_of(ctx, bench) if bench else None
    where = ctx.where(ring.uid) if ring is not None else None
    if (
        bench is None
        or slot is None
        or not slot.startswith("bench")
        or ring is None
        or where != (master, "ring")
    ):
        yield Mark(
            caused_by=(*cause, *((chosen_step,) if chosen_step else ())),
            clauses=("1.3.2", "3.1.3"),
            ja="入れ替えるカードがベンチ / リングにないため、入れ替えは行われない",
            en="a card to swap is no longer on the bench / in the ring: nothing is swapped",
            touches=(f"{master}.ring",),
        )
        return
    why = (*cause, *((chosen_step,) if chosen_step else ()))
    yield Move(
        caused_by=why,
        uid=ring.uid,
        player=master,
        zone=slot,
        orientation="stand",
        clauses=("1.3.1", "3.3.3.4", "4.9.1.4", "8.1.1.5"),
        ja=f"{label(ctx, ring.uid)} をリングからベンチ（{slot}）に置く（入れ替え）",
        en=f"{label(ctx, ring.uid)} goes from the ring to the bench ({slot}) (swapped)",
    )
    yield Move(
        caused_by=why,
        uid=bench,
        player=master,
        zone="ring",
        orientation="stand",
        clauses=("1.3.1", "3.3.3.4", "4.9.1.4", "8.1.1.5"),
        ja=f"{label(ctx, bench)} をベンチからリングに置く（入れ替え）",
        en=f"{label(ctx, bench)} goes from the bench to the ring (swapped)",
    )


def _among_looked_holds(
    ctx: Ctx, looked: list[str], cond: tuple[Any, ...]
) -> tuple[bool, str, str]:
    """``("among_looked", attributes, info, stats, cmp, n)``: 「その中に…のカードがN枚以上あるなら」
    — how many of the cards the look before showed (4.11.2) are so described (《X》 2.15.1,
    「…を含む」 2.14.7, 「レベルN」 2.2.1), compared with N (8.6.5: read as the step is reached). A
    card whose level is not given is taken not to be so described, and that is said."""
    _k, attrs, info, stats, cmp, n = cond
    want = "".join(f"《{a}》" for a in attrs) + info_ja(info)
    want += "".join(f"レベル{x}{CMP_WORDS[c][0]}" for _st, c, x in stats)

    def passes(c: Card) -> bool:
        if (attrs or info) and not described_as(ctx, c, attrs, info):
            return False
        if stats and c.level is None:
            return bool(assume_unmatched(ctx, c, [("level", want, want)], ("2.2.1",)))
        return all(COMPARISONS[cm](int(c.level), int(x)) for _st, cm, x in stats)

    cards = [c for u in looked if (c := ctx.card(u)) is not None]
    got = [c for c in cards if passes(c)]
    ok = COMPARISONS[cmp](len(got), int(n))
    names = "、".join(c.label for c in got) or "なし"
    return (
        ok,
        f"見たカード{len(cards)}枚のうち{want or ''}のカードは{len(got)}枚（{names}）"
        f"（条件: {n}枚{CMP_WORDS[cmp][0]}）",
        f"{len(got)} of the {len(cards)} cards looked at are {want or 'so described'}"
        f" (the condition: {CMP_WORDS[cmp][1]} {n})",
    )


def _choose_looked(
    ctx: Ctx, master: str, looked: list[str], op: Any, cause: tuple[int, ...]
) -> Generator[Any, Any, tuple[list[str], int | None]]:
    """「山札を上からN枚見て、1枚を選び」: the master chooses among the cards it looked at that are
    still in the deck (4.11.2 shows them to it alone), as many as printed, fewer when fewer
    (8.5.4.1.2 / 8.6.11.1.2); 「まで」 any number from 0. Returns (the chosen, the step)."""
    pool = [u for u in looked if zone_of(ctx, u) == "deck"]
    cards = [c for u in pool if (c := ctx.card(u)) is not None]
    described: tuple[str, ...] = ()
    if op.attributes or op.info:
        # 「♥ / 《X》 / 称号に“X”を含むカードを1枚選び」: only the cards looked at so described
        # (2.8.1, 2.15.1, 2.14.7)
        cards = [c for c in cards if described_as(ctx, c, op.attributes, op.info)]
        described = (
            *(("2.15.1",) if op.attributes else ()),
            *_added_attribute_clauses(ctx, op.attributes, cards),
            *info_clauses(op.info),
        )
    if not cards:
        step = yield Mark(
            caused_by=cause,
            clauses=("4.11.2", *described, *ctx.principle("impossible")),
            ja="見たカードのうち山札にあって選べるものがない",
            en="none of the cards looked at is in the deck and may be chosen: nothing to choose",
            touches=(f"{master}.deck",),
        )
        return [], step
    n = min(int(op.amount or 1), len(cards))
    if op.value == "up_to":
        opts, ncl = count_options(ctx, n)
        n = yield Choose(
            master,
            "choose_count",
            f"見たカードから{op.amount}枚まで選ぶ: 何枚選ぶか",
            f"choose up to {op.amount} of the cards looked at: how many?",
            opts,
            ("4.11.2", *ncl),
            # the card choice it leads to may be answered 「none」: choose none (``count_options``)
            also=("choose_card", "choose"),
            leads_to=("choose_card", "choose"),
        )
    picked: list[str] = []
    for _k in range(int(n)):
        left = [c for c in cards if c.uid not in picked]
        uid = yield choose_card(
            master,
            left,
            "choose_card",
            "見たカードから1枚選ぶ",
            "choose one of the cards looked at",
            ("4.11.2",),
            also=("choose",),
        )
        picked.append(uid)
    step = yield Mark(
        caused_by=cause,
        clauses=("4.11.2", *described),
        ja=f"{master} は見たカードから {'、'.join(label(ctx, u) for u in picked) or 'なし'} を選ぶ",
        en=f"{master} chooses {', '.join(label(ctx, u) for u in picked) or 'none'} of the cards "
        "looked at",
        touches=tuple(picked),
    )
    return picked, step


def _labelled(ctx: Ctx, uid: str) -> Option:
    """A card as an option named by its label (answered by it too)."""
    return Option(uid, label(ctx, uid), label(ctx, uid), uid, aliases=(label(ctx, uid),))


def _reorder(
    ctx: Ctx, master: str, looked: list[str], cause: tuple[int, ...], pos: str = "top"
) -> Proc:
    """「…見て、好きな順番で山札の上に置く」: the cards looked at go back on top of the deck in the
    order the master chooses — the text lets it change the deck's order (1.3.1 over 3.2.2), and
    the cards never leave it. The master says which card is on top, then the next; left
    unanswered, the order they lay in is kept, as an assumption. A card no longer in the deck is
    not put back (it is not among those looked at any more, 8.6.5)."""
    if pos == "either":
        # 「好きな順番で山札の上か下に置く」: which end each card goes to is the master's pick
        # (8.1.1.5), then each end's cards in the order it chooses
        ends: dict[str, list[str]] = {"top": [], "bottom": []}
        for u in [u for u in looked if zone_of(ctx, u) == "deck"]:
            end = yield Choose(
                master,
                "dest",
                f"{_labelled(ctx, u)} を置く場所（山札の上か下）",
                f"where {_labelled(ctx, u)} goes (the top or the bottom of the deck)",
                (
                    Option("top", "山札の上", "top", "top", aliases=("上",)),
                    Option("bottom", "山札の下", "bottom", "bottom", aliases=("下",)),
                ),
                ("8.1.1.5", "1.3.1"),
            )
            ends[str(end)].append(u)
        for end, cards in ends.items():
            if cards:
                yield from _reorder(ctx, master, cards, cause, end)
        return
    bottom = pos == "bottom"
    # put back from the far end inwards: each goes on top (3.2.5) / under the deck, the first
    # chosen outermost
    yield from put_in_chosen_order(
        master,
        [u for u in looked if zone_of(ctx, u) == "deck"],
        lambda x: _labelled(ctx, x),
        lambda k: (
            f"山札の{'下' if bottom else '上'}から{k + 1}番目に置くカード（好きな順番）",
            f"the card to put {k + 1}. from the {pos} of the deck (any order)",
        ),
        ("1.3.1", "3.2.2"),
        lambda u: Move(
            caused_by=cause,
            uid=u,
            player=_owner(ctx, u, master),
            zone="deck",
            pos=pos,
            clauses=("1.3.1", "3.2.2"),
            ja=f"{label(ctx, u)} を山札の{'下' if bottom else '上'}に置く（好きな順番で）",
            en=f"{label(ctx, u)} goes back to the {pos} of the deck (in the order chosen)",
        ),
        assume=(
            "「好きな順番で」置く順番が書かれていないため、見た順（並んでいた順）のままとした",
            "the order 「好きな順番で」 is not given: the cards keep the order they lay in",
        ),
    )


def _put_in_deck(ctx: Ctx, cards: list[str], cause: tuple[int, ...], pos: str) -> Proc:
    """Several cards put in a deck at once (「…を2枚選び、山札の下に置く」): with no order printed,
    each card's owner decides the order of its own (3.2.4 「複数のカードが山札に同時に置かれる
    場合、特に指定がなければ、そのカードの持ち主が並び順を決めます」), each to its owner's deck
    (3.1.4). The owner says which card is outermost (on top / at the bottom), then the next;
    left unanswered, the order they were chosen in is kept, as an assumption."""
    owners: dict[str, list[str]] = {}
    for u in cards:
        card = ctx.card(u)
        assert card is not None
        owners.setdefault(card.owner, []).append(u)
    bottom = pos == "bottom"
    for owner, mine in owners.items():

        def put(u: str, owner: str = owner) -> Move:
            card = ctx.card(u)
            assert card is not None
            return Move(
                caused_by=cause,
                uid=u,
                player=owner,
                zone="deck",
                pos=pos,
                orientation="stand",
                clauses=("8.2.1.1", "3.1.4", "3.2.4", "3.2.5"),
                ja=f"{card.label} を{owner}の山札の{'下' if bottom else '上'}に置く（持ち主が決めた順）",
                en=f"{card.label} goes to the {pos} of {owner}'s deck (in the order its owner "
                "decided)",
            )

        # from the far end inwards, so that the first one said ends outermost
        yield from put_in_chosen_order(
            owner,
            mine,
            lambda x: _labelled(ctx, x),
            lambda k, owner=owner: (
                f"{owner} の山札の{'下' if bottom else '上'}から{k + 1}番目に置くカード"
                "（持ち主が並び順を決める）",
                f"the card {owner} puts {k + 1}. from the {pos} of its deck (the owner "
                "decides the order)",
            ),
            ("3.2.4",),
            put,
            assume=(
                "同時に山札に置くカードの並び順が指定されていないため、選んだ順のままとした",
                "the order of the cards put in the deck at once is not given: the order "
                "they were chosen in is kept",
            ),
        )


def _swap_frames(ctx: Ctx, master: str, picked: list[str], cause: tuple[int, ...]) -> Proc:
    """「自分のベンチのカードを2枚選び、（それらのベンチの枠を）入れ替える」: the two cards chosen
    exchange their bench frames — the text over 3.3.3.4 (1.3.1). Each is a move from one frame
    to another: within the one bench (3.3.3.2, 3.1.1: no new card, its state kept) or between
    benches (3.3.3.3: a new card, put standing, 4.9.1.4) — the audit's bench_frame_move, both
    readings run. Fewer than two still on the bench: nothing is swapped (1.3.2)."""
    from ruling.games._vs.basic import continuous_order, fresh
    from ruling.games._vs.common import keep_zone_arrival, zone_arrival

    on = [u for u in picked if (zone_of(ctx, u) or "").startswith("bench")]
    if len(on) != 2:
        yield Mark(
            caused_by=cause,
            clauses=("1.3.2", "3.1.3"),
            ja="入れ替える2枚のカードがベンチにないため、入れ替えは行われない",
            en="the two cards to swap are not both on the bench: nothing is swapped",
            touches=tuple(f"{master}.{z}" for z in BENCH_ZONES),
        )
        return
    within = yield unsettled.choose(
        ctx.state.turn.player,
        "vs",
        "bench_frame_move",
        {"within_zone": True, "between_zones": False},
        tuple(dict.fromkeys(c for u in on for c in continuous_order(ctx.card(u)))),
    )
    (a, fa), (b, fb) = ((u, zone_of(ctx, u) or "") for u in on)
    # within the one bench: each keeps when it came onto the bench (8.9.1.4's order)
    arrived = {u: zone_arrival(ctx, c) for u in on if (c := ctx.card(u)) is not None}
    for u, to in ((a, fb), (b, fa)):
        yield Move(
            caused_by=cause,
            uid=u,
            player=_owner(ctx, u, master),
            zone=to,
            # each frame a bench of its own: a new card there, the effects on it end (3.1.3)
            **({} if within else {"orientation": "stand", "new_card": True}),
            clauses=(
                "1.3.1",
                "3.3.3.4",
                *(("3.3.3.2", "3.1.1") if within else ("3.3.3.3", "4.9.1.4")),
            ),
            ja=f"{label(ctx, u)} を{to}の枠に置く（入れ替え）",
            en=f"{label(ctx, u)} goes to the frame {to} (swapped)",
        )
    if not within:
        for u in (a, b):
            yield from fresh(ctx, u)
    else:
        for u, t in arrived.items():
            yield from keep_zone_arrival(ctx, u, t)


# where a 「…をN枚控え室に置く」 cost takes its cards from (ja, en)
_COST_FROM = {
    "your_hand": ("手札", "hand"),
    "your_bench": ("ベンチ", "bench"),
    "your_energy": ("エネルギー置場", "energy zone"),
    "your_ring": ("リング", "ring"),
}


# the tag of a reveal of hand cards (4.12: a cost's 4.12.1, an effect's 4.12.2, a [手札]
# technique's 4.4.1.1), ``data`` its hand's player: 「…が手札からカードを公開した時」 triggers on it
HAND_REVEALED = "vs.hand_revealed"
COST_REVEALED = "vs.cost_revealed"  # the hand cards revealed as a cost, and for what (4.12.1)


def cost_revealed(ctx: Ctx, player: str) -> list[str]:
    """4.12.1: the cards of ``player``'s hand revealed as the cost of an ability still in the
    resolution zone — an activated technique waiting there, or a cancel activated on one — which
    stay revealed until it leaves (and 4.12.1.1: are not revealed again for another cost)."""
    hand = {c.uid for c in ctx.zone(player, "hand")}
    return [
        r["uid"]
        for r in ctx.state.vars.get(COST_REVEALED) or []
        if r["player"] == player and r["uid"] in hand
    ]


def _unrevealed(ctx: Ctx, *sources: str) -> Proc:
    """4.12.1: the ability of ``sources`` left the resolution zone (resolved, cancelled): the
    cards revealed as its cost are revealed no more."""
    kept = ctx.state.vars.get(COST_REVEALED) or []
    left = [r for r in kept if r["source"] not in sources]
    if len(left) != len(kept):
        # the return of each card still in the hand (``revealed:<uid>``): a later cost revealing
        # one of them again rests on this step (``_returned_from_reveal``)
        back = tuple(
            r["uid"]
            for r in kept
            if r["source"] in sources and r["uid"] in {c.uid for c in ctx.zone(r["player"], "hand")}
        )
        yield SetVar(
            key=COST_REVEALED,
            value=left,
            clauses=("4.12.1",),
            touches=tuple(f"revealed:{u}" for u in back),
        )


def _returned_from_reveal(ctx: Ctx, uid: str) -> tuple[int, ...]:
    """The step that returned hand card ``uid`` from being revealed as an earlier ability's cost
    (4.12.1 「その能力が解決領域から離れた時、まだそのカードが手札にある場合、元に戻します」), when
    nothing touched the card since: a cost revealing it again rests on it (4.12.1.1 would have
    kept it from being revealed before)."""
    s, moved = ctx.step_of(f"revealed:{uid}"), ctx.step_of(uid)
    return (s,) if s is not None and (moved is None or moved < s) else ()


def _cost_cards(ctx: Ctx, player: str, op: Any) -> list[Card]:
    """The cards a 「…をN枚控え室に置く」 cost may take: the payer's hand, bench or energy cards,
    those holding the attributes printed (2.15.1)."""
    from ruling.games._vs.cardtext import holds_attributes

    zones = {"your_bench": BENCH_ZONES, "your_energy": ("energy",), "your_ring": ("ring",)}.get(
        op.who, ("hand",)
    )
    cards = [c for z in zones for c in ctx.zone(player, z)]
    if op.kind == "hand_reveal_cost":
        # 4.12.1.1: a card still revealed as a cost (4.12.1) is not revealed again for a cost
        kept = set(cost_revealed(ctx, player))
        cards = [c for c in cards if c.uid not in kept]
    if op.info:
        # 「手札の♥の / 称号に“X”を含むカード」: so described (2.4.1.1, 2.14.7)
        return [c for c in cards if described_as(ctx, c, op.attributes, op.info)]
    return [c for c in cards if not op.attributes or holds_attributes(ctx, c, op.attributes)]


def _state_cost_cards(
    ctx: Ctx, player: str, uid: str, op: Any, cost: tuple[Any, ...] = ()
) -> list[Card]:
    """The cards a 「…をN枚レスト / リバースする」 cost may take: the payer's standing cards of
    the zone (4.9.1.2 / 4.9.1.3, 4.16.2), not this card for 「他の」 nor when another part of the
    same ``cost`` rests or reverses this card (the one card is rested once: 4.9.1.2, a rested card
    is not rested again), those holding the attributes printed (2.15.1)."""
    from ruling.games._vs.cardtext import holds_attributes

    zones = BENCH_ZONES if op.who == "your_bench" else ("energy",)
    claimed = op.other or any(o.kind == "rest" for o in cost if o is not op)
    return [
        c
        for z in zones
        for c in ctx.zone(player, z)
        if c.orientation == "stand"
        and not (claimed and c.uid == uid)
        and (not op.attributes or holds_attributes(ctx, c, op.attributes))
    ]


def _one_card_two_parts(ctx: Ctx, player: str, uid: str, prog: Program) -> tuple[Any, ...] | None:
    """The configuration of the audit's ``one_card_two_cost_parts``: a part of the cost rests
    (or reverses) this card, standing, and a 「ベンチのスタンドしているカードをN枚…」 part (not
    「他の」) can be paid only if this card answers it too (8.5.1.3.2 「同時に」 against 4.9.1.2 /
    1.3.2.1). Returns the cost as it is paid when the card answers both (that part asks one card
    fewer, the card's one rest paying both), else None."""
    card = ctx.card(uid) if uid else None
    if card is None or card.orientation != "stand":
        return None
    if not any(o.kind == "rest" for o in prog.cost):
        return None
    for op in prog.cost:
        if op.kind != "state_cost" or op.other or op.who != "your_bench":
            continue
        alone = _state_cost_cards(ctx, player, uid, op, prog.cost)
        shared = [c.uid for c in _state_cost_cards(ctx, player, uid, op)]
        if uid in shared and len(alone) < op.amount <= len(alone) + 1:
            rest = () if op.amount == 1 else (replace(op, amount=op.amount - 1),)
            return tuple(x for o in prog.cost for x in ((o,) if o is not op else rest))
    return None


def _owner(ctx: Ctx, uid: str, default: str) -> str:
    """The owner of a card (3.1.4: a card goes to its owner's zone), ``default`` if unknown."""
    card = ctx.card(uid)
    return card.owner if card is not None else default


def _place_looked(
    ctx: Ctx, master: str, looked: list[str], op: Any, cause: tuple[int, ...]
) -> Proc:
    """「…上から1枚見て、山札の上か控え室に置く」: the card looked at, still in the deck, goes to
    the place its master picks (8.1.1.5; on top of the deck it stays where it is, 3.2.5)."""
    left = [u for u in looked if zone_of(ctx, u) == "deck"]
    if not left:
        return
    (u,) = left
    names = {"deck": "山札の上", "waiting": "控え室", "retire": "リタイヤ置場", "hand": "手札"}

    def named(z: str, p: str | None) -> str:
        return "山札の下" if (z, p) == ("deck", "bottom") else names[z]

    where = yield Choose(
        master,
        "dest",
        f"{label(ctx, u)} を置く場所",
        f"where {label(ctx, u)} goes",
        tuple(
            Option(
                f"{z}@{p}" if p else z,
                named(z, p),
                f"{z}@{p}" if p else z,
                (z, p),
                aliases=(named(z, p),),
            )
            for z, p in op.value
        ),
        ("8.1.1.5",),
    )
    zone, pos = where
    from ruling.games._vs.basic import to_zone

    yield from to_zone(
        ctx,
        Move(
            caused_by=cause,
            uid=u,
            player=_owner(ctx, u, master),  # its owner's zone (3.1.4)
            zone=zone,
            pos=pos,
            orientation="stand",
            clauses=("8.1.1.5", "8.2.1.1", *(("3.2.5",) if zone == "deck" else ())),
            ja=f"{label(ctx, u)} を{named(zone, pos)}に置く",
            en=f"{label(ctx, u)} goes to the {zone}{f' {pos}' if pos else ''}",
        ),
    )


_ZONE_JA = {
    "energy": "エネルギー置場",
    "bench": "ベンチ",
    "waiting": "控え室",
    "ring": "リング",
    "retire": "リタイヤ置場",
    "hand": "手札",
    "deck": "山札",
    "surprise": "サプライズ置場",
}


# the puts into a bench frame a step may name (``cardtext``): 「ベンチに置く」 (any of its three
# frames, 3.3.3.2) and 「空いているベンチに置く」 (a frame with no card, 3.3.3.5)
BENCH_PUTS = ("bench", "empty_bench")


def _bench_frame(
    ctx: Ctx, uid: str, owner: str, zone: str, cause: tuple[int, ...], by: Any
) -> Generator[Any, Any, str | None]:
    """The bench frame (3.3.3.3: left / center / right) a card put in the bench goes to, picked
    by the master of the effect; 「空いているベンチ」 only a frame that holds no card (3.3.3.5).
    None when there is none: the put is not done (1.3.2)."""
    from ruling.games._vs.common import BENCH_JA

    frames = [f"bench.{b}" for b in BENCH_JA]
    if zone == "empty_bench":
        frames = [f for f in frames if not [c for c in ctx.zone(owner, f) if c is not None]]
    if not frames:
        yield Mark(
            caused_by=cause,
            clauses=("3.3.3.5", *ctx.principle("impossible")),
            ja=f"{owner} に空いているベンチがないため、{label(ctx, uid)} はベンチに置かれない",
            en=f"{owner} has no empty bench frame: {label(ctx, uid)} is not put on the bench",
            touches=(uid, *(f"{owner}.{f}" for f in BENCH_ZONES)),
        )
        return None
    if len(frames) == 1:
        return frames[0]
    chooser = by[1] if by else owner
    k = yield Choose(
        chooser,
        "bench_frame",
        f"{label(ctx, uid)} を置くベンチの枠",
        f"the bench frame {label(ctx, uid)} is put in",
        tuple(
            Option(f.split(".")[1], BENCH_JA[f.split(".")[1]], f.split(".")[1], f, aliases=(f,))
            for f in frames
        ),
        ("3.3.3.2", "3.3.3.3", *(("3.3.3.5",) if zone == "empty_bench" else ())),
    )
    return str(k)


def _put(
    ctx: Ctx,
    uid: str,
    zone: str,
    cause: tuple[int, ...] = (),
    pos: str = "",
    named: str | None = None,
    by: tuple[str, str] | None = None,
    states: tuple[str, ...] = (),
    face_down: bool = False,
) -> Proc:
    """A card put by an effect into ``zone``: its owner's (3.1.4). ``states``: the state the text
    puts it in (「レスト状態で置く」; 4.9.1.4: standing unless the instruction says otherwise).
    ``face_down``: put face down as the text says (「裏向きで…リタイヤ置場に置く」, 3.5.2).
    ``named``: the player whose
    zone the text names (「あなたの控え室に置く」); another player than the owner is the reading
    named_zone_of_other_player — the owner's (3.1.4, the engine's), the text's (1.3.1), or not
    moved at all (3.1.4 with 1.3.2).
    ``by``: the technique's card and master (the effect doing it: a replacement of the move to
    the retire zone reads who does the action, 8.10.2.2)."""
    card = ctx.card(uid)
    assert card is not None
    from ruling.games._vs.basic import LIMITED_ZONES, field_move_keeps, into_limited_zone

    if zone in BENCH_PUTS:
        # 「（空いている）ベンチに置く」: a frame of its owner's bench (3.1.4, 3.3.3.2), the one the
        # master of the effect picks (none free for 「空いている」: nothing is done, 1.3.2)
        frame = yield from _bench_frame(ctx, uid, card.owner, zone, cause, by)
        if frame is None:
            return
        zone = frame
    to = card.owner
    if named is not None and named != card.owner:
        to = yield unsettled.choose(
            card.owner,
            "vs",
            "named_zone_of_other_player",
            {"owners_zone": card.owner, "named_zone": named, "not_moved": ""},
        )
        if not to:
            # the reading not_moved: 3.1.4 forbids the move and nothing sends the card elsewhere,
            # so the instruction is one that cannot be done, simply not done (1.3.2)
            yield Mark(
                caused_by=cause,
                clauses=("3.1.4", *ctx.principle("impossible")),
                ja=f"{card.label} は相手（{named}）の領域に移動しないため、置かれずそのまま",
                en=f"{card.label} does not move into the other player's ({named}) zone: it stays",
                touches=(uid,),
            )
            return
    if not (yield from into_limited_zone(ctx, uid, to, zone)):
        return
    # a 「～選び」 effect on a card moved between the ring and the bench (8.9.1.5, 3.1.3 / 3.3.1)
    keeps, field_one = yield from field_move_keeps(ctx, uid, zone)
    # put where a card already is, under the reading that it is: the limit (3.9.2 / 3.3.3.2) is
    # kept by the rule process that follows (9.5.3 / 9.5.2)
    over = LIMITED_ZONES[zone][:1] if zone in LIMITED_ZONES and ctx.zone(to, zone) else ()
    where = {"top": ("の上", " top"), "bottom": ("の下", " bottom")}.get(pos, ("", ""))
    ev = Move(
        caused_by=cause,
        uid=uid,
        player=to,
        zone=zone,
        pos=pos or "top",
        orientation=states[0] if states else "stand",
        # the energy zone holds its cards face down (3.4.1), the surprise zone too (3.9.4)
        **({"face_up": False} if zone in ("energy", "surprise") or face_down else {}),
        # put in the deck with no place said: on top of it (3.2.5); the place printed otherwise
        clauses=(
            "8.2.1.1",
            "3.1.4",
            # 4.9.1.4: a card moved is put standing unless the instruction says otherwise —
            # where cards have a state (4.9.1: the bench, the energy zone)
            *(("4.9.1.4",) if states or zone.startswith(("bench", "energy")) else ()),
            *(("3.2.5",) if zone == "deck" else ()),
            *(("3.4.1",) if zone == "energy" else ()),
            *(("3.9.4",) if zone == "surprise" else ()),
            # 「裏向きで」 put in the retire zone: 3.5.2 (the zone may hold face-down cards)
            *(("3.5.2",) if face_down and zone == "retire" else ()),
            *over,
            *field_one,
        ),
        keeps=keeps,
        ja=f"{card.label} を{to}の{_ZONE_JA.get(zone, zone)}{where[0]}に"
        + ("裏向きで" if face_down else "")
        + ("レスト状態で" if states == ("rest",) else "スタンド状態で" if states else "")
        + "置く",
        en=f"{card.label} goes to {to}'s {zone}{where[1]}"
        + (" face down" if face_down else "")
        + (f" in the {states[0]} state" if states else ""),
    )
    if named is not None and named != card.owner:
        # the zone the text names is another player's than the owner's: 3.1.4 (the card goes
        # to its owner's zone) or the text over the rules (1.3.1)
        ev = replace(ev, clauses=(*ev.clauses, "1.3.1") if to != card.owner else ev.clauses)
    # a replacement effect naming this card's being put there (the retire zone, the waiting
    # room) applies to an effect's move as to a rule's (8.10.1): routed through the replaceable
    # action
    from ruling.games._vs.basic import to_zone

    yield from to_zone(ctx, ev, by)


# ``_resolve``'s answer for a technique resolved whose 「なら」 was not met (8.6.5): it did nothing
UNMET = "unmet"
# ``_resolve``'s result for a technique resolved void (8.3.2: it exists and is resolved, no effect
# of it arises) — by another card's technique (``void_of``) or under its own 「この効果は、Xの
# 場合（時）、無効」 (X held as it resolves): used (8.12.1, 8.12.2 「解決途中で何も起きなくなった技」)
VOID = "void"


def void_condition(cond: Any) -> bool:
    """Whether a technique's condition is the one of its own void (「この効果は、Xの場合、無効」:
    ``('not', X, 'void')``, 8.3.2) rather than a 「なら」 (8.6.5)."""
    return isinstance(cond, tuple) and cond[:1] == ("not",) and cond[2:] == ("void",)


def _action_clauses(ctx: Ctx, step: int) -> tuple[str, ...]:
    """The clause of the player's action (a step of kind ``action``: its first clause, the rule
    of that action, e.g. the surprise set 6.5.1.2.4) that step ``step`` came about in, its
    nearest such cause; () when it came about otherwise (inside a technique's resolution)."""
    seen: set[int] = set()
    todo = [step]
    while todo:
        i = max(todo)
        todo.remove(i)
        if i in seen:
            continue
        seen.add(i)
        kind = ctx.step_kind(i)
        if kind == "action":
            return ctx.clauses_of(i)[:1]
        if kind == "play_ability":
            return ()
        todo.extend(ctx.causes(i))
    return ()


def _state_gone_at_check(ctx: Ctx, pending: Any) -> bool:
    """Whether ``pending`` is a state trigger (8.6.9) whose state, met when it became pending,
    no longer held at the first check timing after that: it arose and was gone inside one action
    (the cards of its zones counted back from now through the moves of every step from that
    check timing on)."""
    trig = str(pending.data.get("trigger") or "")
    card = ctx.card(pending.source) if pending.source else None
    if not trig.startswith("state:") or pending.step is None or card is None:
        return False
    ct = next(
        (s for s in range(pending.step + 1, ctx.last + 1) if ctx.step_kind(s) == "check_timing"),
        None,
    )
    if ct is None:
        return False
    _tag, who, zone, how = trig.split(":")
    whose = pending.master if who == "you" else ctx.state.opponent(pending.master)
    frames = BENCH_ZONES if zone == "bench" else (zone,)
    n = sum(len(ctx.zone(whose, z)) for z in frames)
    for step in sorted({s for s, _q, _e in ctx.events(ct)}, reverse=True):
        for _uid, fp, fz, tp, tz in ctx.moves(step):
            if tp == whose and tz in frames:
                n -= 1
            if fp == whose and fz in frames:
                n += 1
    return not pile_holds(n, how)


def resolve_technique(ctx: Ctx, pending: Any) -> Proc:
    """Resolve a technique in the resolution zone; once resolved it disappears from there
    (8.5.5 activated, 8.6.12 automatic) — for a face-up surprise card that is what lets 9.7.1
    put the card in the waiting room. A cancelled technique was not resolved (3.8.8)."""
    uid = pending.source
    index = int(pending.data.get("index", -1))
    prog = _program(ctx, uid, index)
    if prog is not None and _spent(ctx, uid, index, prog):
        # 8.12.5: it became 「使えない」 after it was put in the resolution zone (triggered twice
        # at once, its limit reached by the first): it is removed before it resolves
        ja, en = _spent_why(ctx, uid, index, prog)
        yield Mark(
            clauses=("8.12.5", "8.12.1", *_spent_by_effect(ctx, uid, index, prog)),
            ja=f"{ja}: 解決前に解決領域から取り除かれる",
            en=f"{en}: it is removed from the resolution zone before it resolves",
            touches=(uid, *_affects(ctx, pending.master, prog)),
        )
        return
    if _state_gone_at_check(ctx, pending):
        # 8.6.9.1 uses it 「その状態が発生した時」, but its state arose inside one action and was
        # gone at the check timing after it: is a state looked at only there, as a rule process
        # is (9.1.1)? Both readings run (the audit's state_trigger_inside_action)
        arose = yield unsettled.choose(
            pending.master,
            "vs",
            "state_trigger_inside_action",
            {"arose": True, "at_check": False},
            _action_clauses(ctx, pending.step),
        )
        if not arose:
            yield Mark(
                clauses=("8.6.9", "9.1.1"),
                ja=f"{label(ctx, uid)} の状態誘発の状態は、チェックタイミングの時点では満たされていない"
                "ため、使用されない（その読み: 状態は行動の合間にだけ確認される）",
                en=f"{label(ctx, uid)}'s state trigger: its state no longer held at the check "
                "timing, so it is not used (that reading: a state is looked at between actions only)",
                touches=(uid, *_affects(ctx, pending.master, prog)) if prog is not None else (uid,),
            )
            return
    since = getattr(pending, "step", None)
    if (
        prog is not None
        and prog.kind == "auto"
        and isinstance(since, int)
        and ctx.card(uid) is not None
        and arrived_at(ctx, uid) > since
    ):
        # 8.6.10: its card's zone changed after it was put in the resolution zone — it still
        # resolves (what it can no longer do fails, the steps below say)
        yield Mark(
            clauses=("8.6.10",),
            ja=f"{label(ctx, uid)} の領域は変わったが、その技はそれでも解決される",
            en=f"{label(ctx, uid)} has changed zones, but its technique still resolves",
            touches=(uid, *_affects(ctx, pending.master, prog)),
        )
    before = ctx.card_changes
    token = _RESOLVING.set(getattr(pending, "id", None))
    tech = _RESOLVING_TECH.set((*_RESOLVING_TECH.get(), (uid, pending.data.get("index"))))
    try:
        resolved = yield from _resolve(ctx, pending)
    finally:
        _RESOLVING_TECH.reset(tech)
        _RESOLVING.reset(token)
    if not resolved:
        return
    # nothing of it carried out: every action of it could not be done (1.3.2) or its 「なら」
    # was not met (8.6.5) — 12.3.1.1's 「実行されなかった」 for a surprise's technique
    not_done = ctx.card_changes == before
    used = True
    if resolved == UNMET and (
        _auto(ctx, [pending.master], "self_used")
        or _auto(ctx, [ctx.state.opponent(pending.master)], "opp_used")
    ):
        # its 「なら」 not met, it resolved and did nothing (8.6.5): 「使った」 (8.12.2's 「解決途中で
        # 何も起きなくなった技には誘発します」) or 「条件が不適正な誘発」 (not used)? Asked only where a
        # 「技を使った時」 could trigger on it; both readings are run
        used = yield unsettled.choose(
            pending.master,
            "vs",
            "failed_condition_technique_used",
            {"used": True, "not_used": False},
        )
    card = ctx.card(uid)
    surprise = card is not None and zone_of(ctx, uid) == "surprise" and card.face_up
    act = pending.data.get("trigger") == "activated" or (
        pending.data.get("trigger") == BY_EFFECT and prog is not None and prog.kind == "activated"
    )
    if used and prog is not None and prog.limit is not None:
        # 8.12.1: a technique resolved is one used: counted against its limit of uses (this
        # turn's, and the game's for 「1ゲームにN回まで」)
        n = turn_uses(ctx, uid, index) + 1
        total = turn_uses(ctx, uid, index, "game") + 1
        game = prog.limit_per == "game"
        yield SetVar(
            key=_uses_key(ctx, uid, index),
            value={
                **(ctx.state.vars.get(_uses_key(ctx, uid, index)) or {}),
                "turn": ctx.state.turn.number,
                "count": n,
                "total": total,
            },
            clauses=("8.12.1",),
            ja=f"{label(ctx, uid)} の技の{'このゲーム' if game else 'このターン'}の使用回数: "
            f"{total if game else n}/{prog.limit}",
            en=f"times {label(ctx, uid)}'s technique was used this {'game' if game else 'turn'}: "
            f"{total if game else n}/{prog.limit}",
        )
    failed = ("8.6.5", "8.12.2", "8.12.1") if resolved == UNMET and used else ()
    if resolved == VOID:
        # 8.3.2 「その部分は能力としては存在します」: the void technique was resolved, doing
        # nothing — used (8.12.1), 「解決途中で何も起きなくなった技」 (8.12.2)
        failed = ("8.3.2", "8.12.2", "8.12.1")
    if used and prog is not None and not prog.ops and prog.condition is None:
        # 2.14.3: a technique with nothing written in its effect does nothing — and is still a
        # technique resolved, one used (8.12.1): the disappearance a 「技を使った時」 reads
        failed = (*failed, "2.14.3", "8.12.1")
    yield Mark(
        # resolved doing nothing (8.6.5) and still used (8.12.2 「解決途中で何も起きなくなった技
        # には誘発します」)
        clauses=(*(("8.5.5",) if act else ("8.6.12",)), *failed),
        ja=f"解決された {label(ctx, uid)} の技は解決領域から消滅する",
        en=f"{label(ctx, uid)}'s resolved technique disappears from the resolution zone",
        touches=(uid,) if surprise else (),
        tag="used" if used else None,  # 8.12.1: a technique resolved is one 「使った」
        data={"master": pending.master, "uid": uid, "index": index},
    )
    yield from _unrevealed(ctx, uid)
    if (
        surprise
        and not_done
        and prog is not None
        and prog.keyword == "surprise"
        and pending.data.get("trigger") == "surprise"
    ):
        # 12.3.1.1: the technique the surprise turned face up to trigger was not carried out:
        # the card stays face up in the surprise zone — and 9.7.1 then moves it, or not (the
        # contradiction cancelled_surprise_kept, as for a cancelled one)
        yield from _surprise_kept(ctx, pending, uid, "not_done")
    if pending.data.get("trigger") == "surprise" and card is not None and not surprise:
        # 9.7.1 moves a face-up card of the surprise zone whose ability is no longer in the
        # resolution zone: the card its own → moved out of that zone meets no part of it — read,
        # and it stays where the technique put it
        where = ctx.where(uid)
        zja = _ZONE_JA.get(where[1].split(".")[0], where[1]) if where else "?"
        yield Mark(
            clauses=("9.7.1",),
            ja=f"{label(ctx, uid)} はもうサプライズ置場に無いため、サプライズ置場の不正処理（控え室への"
            f"移動）は行われない（{zja}に残る）",
            en=f"{label(ctx, uid)} is no longer in the surprise zone: the surprise zone's rule "
            "process (to the waiting room) does not apply to it; it stays where it is",
            touches=(uid,),
        )
    if not used:
        yield Mark(
            clauses=("8.12.2", "8.12.1"),
            ja=f"{label(ctx, uid)} の技は「なら」を満たさず何も起きなかった: 使った技にはあたらない読み"
            "（「技を使った時」は誘発しない）",
            en=f"{label(ctx, uid)}'s technique did nothing, its 「なら」 not met: under this reading "
            "it was not used ('when … used a technique' does not trigger)",
            touches=(uid,),
        )


# the cancelled surprises left face up in their zone under the reading ``stays`` of
# cancelled_surprise_kept: [uid, placed] (12.3.1.1; ``processes.find_surprise`` leaves them)
SURPRISE_KEPT = "vs.surprise_kept"


def _surprise_kept(ctx: Ctx, pending: Any, uid: str, why: str) -> Proc:
    """12.3.1.1: a surprise card whose technique, triggered by turning it face up, was cancelled
    (``why`` "cancelled") or not carried out ("not_done": nothing of it could be done, 1.3.2, or
    its 「なら」 was not met, 8.6.5) stays face up in the surprise zone. And then? 9.7.1's rule
    process moves such a card to the waiting room: the audit's cancelled_surprise_kept — both
    readings run, the engine's (9.7.1 applies) first."""
    card = ctx.card(uid)
    ja, en = {
        "cancelled": ("キャンセルされた", "technique was cancelled"),
        "not_done": ("技が実行されなかった", "technique was not carried out"),
    }[why]
    yield Mark(
        clauses=("12.3.1.1",),
        ja=f"{ja}サプライズの {label(ctx, uid)} は表向きのままサプライズ置場に残る",
        en=f"the surprise {label(ctx, uid)}, whose {en}, stays face up in the surprise zone",
        touches=(uid, f"{card.owner if card else pending.master}.surprise"),
    )
    kept = yield unsettled.choose(
        pending.master, "vs", "cancelled_surprise_kept", {"rule_process": False, "stays": True}
    )
    if kept:
        yield SetVar(
            key=SURPRISE_KEPT,
            value=[
                *(ctx.state.vars.get(SURPRISE_KEPT) or []),
                [uid, card.placed if card else 0],
            ],
            clauses=("12.3.1.1",),
        )


def _after_cancelled(ctx: Ctx, pending: Any, uid: str, prog: Program) -> Proc:
    """What a cancelled technique leaves: a surprise stays face up (12.3.1.1); one with a limit
    of uses counts the activation apart (8.12.1)."""
    if zone_of(ctx, uid) == "surprise" and prog.keyword == "surprise":
        yield from _surprise_kept(ctx, pending, uid, "cancelled")
    if prog.limit is not None:
        # not used (8.12.1), but activated (or triggered): kept apart, for the reading of
        # 「…1ターンにN回まで使える」 that counts activations (the audit's
        # cancelled_activation_counts), and for an automatic one's next trigger, whose limit
        # (8.12.3) is read without it (8.12.1)
        index = int(pending.data.get("index", 0))
        key = _uses_key(ctx, uid, index)
        used = dict(ctx.state.vars.get(key) or {})
        if used.get("turn") != ctx.state.turn.number:
            used = {**used, "turn": ctx.state.turn.number, "count": 0, "cancelled": 0}
        yield SetVar(
            key=key,
            value={
                **used,
                "cancelled": int(used.get("cancelled", 0)) + 1,
                "cancelled_total": int(used.get("cancelled_total", 0)) + 1,
            },
        )


# the techniques in the resolution zone as a technique comes to resolve: (master, card, program,
# stay when put there) — what a cancel activated then may choose (8.5.1.3.1, ``_cancel_window``)
_ZONE: ContextVar[tuple[tuple[str, str, Any, Any], ...]] = ContextVar("vs_zone", default=())
# cancels activated choosing a technique other than the one whose cancel activation timing it
# was (``_cancel_window``): ``common.ACTIVATED_ON``
ACTIVATED_ON = common.ACTIVATED_ON
# the pending techniques a cancel chose and resolved while they waited in the resolution zone
# beside another one (``_turn_player_first``): their ``Pending.id``s
ZONE_CANCELLED = "vs.zone_cancelled"
# the pending [手札] techniques a reveal put in the resolution zone with another of the same card
# under the reading ``once`` of ``hand_condition_met_twice`` (4.4.1.1): their ``Pending.id``s
HAND_ONCE = "vs.hand_once"
# … and under the reading ``each`` (8.6.3): put there by the same reveal, asked no reveal again
HAND_WITH = "vs.hand_with"
# the pending automatic techniques with a cost whose cost was settled as they triggered (the
# reading as_triggered of ``auto_technique_cost_moment``): ``str(Pending.id)`` → paid / unpaid
AUTO_COST_SETTLED = "vs.auto_cost_settled"


def _in_zone_beside(ctx: Ctx, pending: Any) -> list[tuple[Any, Program]]:
    """8.6.2 「なんらかの自動能力の誘発条件が満たされた場合、その自動能力は解決領域に置かれます」: the
    automatic techniques triggered and waiting beside ``pending`` are in the resolution zone
    already — all but a [手札] one (put there by revealing its card at a check timing, 4.4.1.1)
    and one with a cost (used only by paying it as it comes to resolve, 8.5.1.3.2)."""
    out = []
    for p in ctx.state.pending:
        if p.ability != "technique" or p.id == pending.id or not p.source:
            continue
        prog = _program(ctx, p.source, int(p.data.get("index", -1)))
        if (
            prog is None
            or prog.kind != "auto"
            or prog.cost
            or "hand" in prog.areas
            or p.data.get("zone") == "hand"
            or p.data.get("trigger") == "activated"
            or p.id in (ctx.state.vars.get(ZONE_CANCELLED) or ())
        ):
            continue
        out.append((p, prog))
    return out


def _turn_player_first(ctx: Ctx, pending: Any) -> Proc:
    """The cancel activation timing before the turn player's technique ``pending`` resolves
    (4.4.3) comes first to the turn player (4.5.1.1), and the techniques of the non-turn player
    triggered with it are in the resolution zone already (8.6.2): the turn player may choose one
    of them with a cancel now, before the non-turn player's turn to cancel ``pending``
    (4.5.1.2). Each one chosen and cancelled leaves the zone (3.8.8, ``ZONE_CANCELLED``): it is
    not resolved when it would come to be."""
    turn = ctx.state.turn.player
    if pending.master != turn:
        return
    for p, prog in _in_zone_beside(ctx, pending):
        if p.master == turn:
            continue
        done = yield from _cancel_window(
            ctx, p.master, p.source, prog, placed=p.data.get("placed"), before=True
        )
        if done is True:
            yield SetVar(
                key=ZONE_CANCELLED,
                value=[*(ctx.state.vars.get(ZONE_CANCELLED) or ()), p.id],
                clauses=("8.6.2", "4.5.1.1", "3.8.8"),
                ja=f"{label(ctx, p.source)} の技は {label(ctx, pending.source)} の技の解決より前に"
                "キャンセルされ、解決領域から無くなっている",
                en=f"{label(ctx, p.source)}'s technique was cancelled before "
                f"{label(ctx, pending.source)}'s resolved: it has left the resolution zone",
            )


def _resolve(ctx: Ctx, pending: Any) -> Proc:
    """The technique's resolution; False when it was cancelled or not revealed (not resolved)."""
    uid = pending.source
    prog = _program(ctx, uid, int(pending.data["index"]))
    if prog is None:
        yield Mark(clauses=("8.6.10",), ja="技の情報が見つからない", en="the technique is gone")
        return False
    if pending.id in (ctx.state.vars.get(ZONE_CANCELLED) or ()):
        # chosen by a cancel while it waited in the resolution zone: it left the zone as that
        # cancel resolved (3.8.8) and is not resolved now
        yield Mark(
            clauses=("3.8.8",),
            ja=f"{label(ctx, uid)} の技はキャンセルされて解決領域に無く、解決されない",
            en=f"{label(ctx, uid)}'s technique was cancelled and is no longer in the resolution "
            "zone: it does not resolve",
            touches=(uid,),
        )
        yield from _after_cancelled(ctx, pending, uid, prog)
        return False
    if pending.id in (ctx.state.vars.get(HAND_ONCE) or ()):
        # a [手札] technique whose condition was met again before its card was revealed, under
        # the reading that the one reveal put it in the resolution zone once (4.4.1.1)
        yield Mark(
            clauses=("4.4.1.1",),
            ja=f"{label(ctx, uid)} の技は公開により1回だけ解決領域に置かれており、これは解決されない",
            en=f"{label(ctx, uid)}'s technique went to the resolution zone once by the reveal: "
            "this one is not resolved",
            touches=(uid,),
        )
        return False
    cause: tuple[int, ...] = ()
    if (
        prog.kind == "auto"
        and "hand" in prog.areas
        and pending.data.get("zone") not in (None, "hand")
        and pending.data.get("trigger") != "activated"
    ):
        # a [手札] technique its own card's move out of the hand triggered (8.1.1.2.1's look
        # back): 4.4.1.1 puts a [手札] ability in the resolution zone by revealing the card from
        # the hand, where it is no more — the audit's hand_technique_left_hand, both readings
        # run (the engine's: it is used)
        # named with the clauses of the move that triggered it (7.1.4.3: a partner block's)
        trig = str(pending.data.get("trigger") or "")
        used = yield unsettled.choose(
            pending.master,
            "vs",
            "hand_technique_left_hand",
            {"used": True, "not_used": False},
            more=trigger_clauses(trig)[2:] if trig else (),
        )
        if not used:
            yield Mark(
                clauses=("4.4.1.1", "8.1.1.2.1"),
                ja=f"{label(ctx, uid)} はもう手札になく公開できないため、その技は解決領域に置かれない",
                en=f"{label(ctx, uid)} is no longer in the hand and cannot be revealed: its "
                "technique is not put in the resolution zone",
                touches=(uid, *_affects(ctx, pending.master, prog)),
            )
            return False
    hand = pending.data.get("zone") == "hand" and prog.kind == "auto"
    # an automatic technique with a cost (「[領域][コスト]X時、Y」, ``cardtext._costed_trigger``):
    # used only by paying it (8.5.1.3.2: all at once; none when it cannot be paid in full) — a
    # [手札] one's 「このカードを公開する」 is the reveal 4.4.1.1 puts it in the resolution zone by
    by_effect = pending.data.get("trigger") == BY_EFFECT
    costs = (
        tuple(o for o in prog.cost if not ("hand" in prog.areas and o.kind == "reveal_cost"))
        if prog.kind == "auto" and prog.keyword is None and not by_effect
        else ()
    )
    if by_effect and pending.data.get("pay"):
        # put in the resolution zone by 「～使う」 (8.13.2) under the reading that its cost, part
        # of the technique (2.14.9), is paid as it is used (technique_used_by_effect_cost)
        costs = prog.cost
    card_now = ctx.card(uid)
    settled = (ctx.state.vars.get(AUTO_COST_SETTLED) or {}).get(str(pending.id))
    if costs and settled == "unpaid":
        # its cost not paid as it triggered (``auto_cost``, reading as_triggered): not used
        yield Mark(
            clauses=("2.14.5", "8.6.2", "8.5.1.3.2"),
            ja=f"{label(ctx, uid)} の技は誘発時にコストが支払われておらず、使われない",
            en=f"{label(ctx, uid)}'s technique had its cost not paid as it triggered: not used",
            touches=(uid, *_affects(ctx, pending.master, prog)),
        )
        return False
    if settled == "paid":
        # paid as it triggered and was put in the resolution zone (``auto_cost``): nothing more
        costs = ()
    if costs:
        cant = _unpayable(ctx, pending.master, replace(prog, cost=costs), uid)
        if cant is not None or card_now is None:
            yield Mark(
                # what 「[]」 encloses is the cost of using it (2.14.5), not a step of its effect
                clauses=("8.5.1.3.2", "2.14.5", *(cant.clauses if cant else ())),
                caused_by=cant.caused_by if cant else (),
                ja=f"{label(ctx, uid)} の技のコストは支払えないため、その技は使われない"
                + (f"（{cant.ja}）" if cant else ""),
                en=f"the cost of {label(ctx, uid)}'s technique cannot be paid: it is not used"
                + (f" ({cant.en})" if cant else ""),
                touches=(uid, *_affects(ctx, pending.master, prog)),
            )
            return False
    if costs and not hand:
        pay = by_effect or (
            yield from choose_yes_no(
                pending.master,
                "auto_cost",
                f"{label(ctx, uid)} の技が誘発した: コストを支払って使うか",
                f"{label(ctx, uid)}'s technique triggered: pay its cost and use it?",
                ("支払う", "pay"),
                ("支払わない", "do not pay"),
                ("8.5.1.3.2",),
            )
        )
        if not pay:
            yield Mark(
                clauses=("8.5.1.3.2",),
                ja=f"{label(ctx, uid)} の技のコストは支払われず、その技は使われない",
                en=f"the cost of {label(ctx, uid)}'s technique is not paid: it is not used",
                touches=(uid, *_affects(ctx, pending.master, prog)),
            )
            return False
        m = yield Mark(
            clauses=("8.5.1.3.2",),
            ja=f"{pending.master} は {label(ctx, uid)} の技のコストを支払う",
            en=f"{pending.master} pays the cost of {label(ctx, uid)}'s technique",
            touches=(uid,),
        )
        paid = yield from pay_cost(ctx, pending.master, uid, card_now, replace(prog, cost=costs), m)  # type: ignore[arg-type]
        cause = (m, *paid)
    unrevealed = (
        pending.data.get("zone") == "hand"
        and prog.kind == "auto"
        and _left_hand_unrevealed(ctx, uid, pending.step)
    )
    # a [手札] technique whose card left the hand before the check timing of its reveal: 4.4.1.1
    # puts it in the resolution zone only by revealing the card; 8.1.1.2.1 / 8.6.2 say it
    # triggered and is put there — the point hand_technique_left_before_reveal, both run
    placed_anyway = unrevealed and (
        yield from unsettled.holds(
            pending.master, "vs", "hand_technique_left_before_reveal", "placed"
        )
    )
    if unrevealed and not placed_anyway:
        # 4.4.1.1: the card is revealed from the hand at the first check timing after the
        # trigger; gone from the hand by then (discarded for the hand limit …), it cannot be,
        # and its technique never reaches the resolution zone (1.3.2)
        yield Mark(
            clauses=("4.4.1.1", *ctx.principle("impossible")),
            ja=f"{label(ctx, uid)} は手札にないため公開できず、その技は解決領域に置かれない",
            en=f"{label(ctx, uid)} is no longer in the hand: it cannot be revealed, and its "
            "technique does not go to the resolution zone",
            touches=(uid, *_affects(ctx, pending.master, prog)),
        )
        return False
    if placed_anyway:
        # the other reading: the technique triggered while its card was in the hand (8.1.1.2.1)
        # is in the resolution zone (8.6.2) unrevealed, and the card's move does not stop it
        # (as 4.4.1.2 for a card moved after its reveal)
        revealed = yield Mark(
            clauses=("8.1.1.2.1", "8.6.2", "4.4.1.2"),
            ja=f"{label(ctx, uid)} は手札を離れたが、誘発した技は解決領域に置かれ解決される",
            en=f"{label(ctx, uid)} left the hand, but its technique, triggered, goes to the "
            "resolution zone and resolves",
            touches=(uid,),
        )
        cause = (revealed,)
        if costs:
            paid = yield from pay_cost(
                ctx,
                pending.master,
                uid,
                card_now,
                replace(prog, cost=costs),
                revealed,  # type: ignore[arg-type]
            )
            cause = (revealed, *paid)
    elif pending.data.get("zone") == "hand" and prog.kind == "auto":
        # 4.4.1.1: a [手札] automatic technique: its master chooses whether to reveal the card
        # and put the ability in the resolution zone; not revealed, it stays hidden (4.4.2)
        with_reveal = pending.id in (ctx.state.vars.get(HAND_WITH) or ())
        yes = with_reveal or (
            yield from choose_yes_no(
                pending.master,
                "hand_reveal",
                f"手札の {label(ctx, uid)} の技が誘発した: 公開して解決領域に置くか",
                f"{label(ctx, uid)}'s [hand] technique triggered: reveal it and use it?",
                ("公開する", "reveal"),
                ("公開しない", "do not reveal"),
                ("4.4.1.1",),
            )
        )
        if not yes:
            yield Mark(
                clauses=("4.4.1.1", "4.4.2"),
                ja=f"{label(ctx, uid)} は公開されず、その技は解決されない",
                en=f"{label(ctx, uid)} is not revealed: its technique is not used",
                touches=(uid, *_affects(ctx, pending.master, prog)),
            )
            return False
        if with_reveal:
            # the same reveal put this one in the resolution zone too (8.6.3: as many times as
            # the condition was met), under the reading ``each`` of hand_condition_met_twice
            revealed = yield Mark(
                clauses=("4.4.1.1", "8.6.3"),
                ja=f"{label(ctx, uid)} の同じ公開により、その技のもう1回分も解決領域に置かれている",
                en=f"the same reveal of {label(ctx, uid)} put its technique in the resolution "
                "zone again (once for each time its condition was met)",
                touches=(uid,),
            )
        else:
            # 3.1.8: revealing a card does not move it — it stays in the hand (public, 4.12.1)
            revealed = yield Mark(
                clauses=("4.4.1.1", "4.4.1.2", "3.1.8"),
                # a card of the hand revealed (4.12): 「…が手札からカードを公開した時」
                tag=HAND_REVEALED,
                data={"player": pending.master},
                ja=f"{pending.master} は手札の {label(ctx, uid)} を公開し（公開しても手札のまま）、"
                "その技を解決領域に置く",
                en=f"{pending.master} reveals {label(ctx, uid)} from the hand (it stays there); its "
                "technique goes to the resolution zone",
                touches=(uid,),
            )
        cause = (revealed,)
        # the same technique of the card triggered again before this check timing, waiting too
        twice = [
            p.id
            for p in ctx.state.pending
            if not with_reveal
            and p.id != pending.id
            and p.source == uid
            and p.data.get("zone") == "hand"
            and p.data.get("index") == pending.data.get("index")
        ]
        each = bool(twice) and (
            yield from unsettled.holds(pending.master, "vs", "hand_condition_met_twice", "each")
        )
        if each:
            yield SetVar(
                key=HAND_WITH,
                value=[*(ctx.state.vars.get(HAND_WITH) or ()), *twice],
                clauses=("4.4.1.1", "8.6.3"),
                ja=f"{label(ctx, uid)} の公開で、その技は誘発条件を満たした回数分解決領域に置かれる",
                en=f"revealing {label(ctx, uid)} puts its technique in the resolution zone once "
                "for each time its condition was met",
            )
        elif twice:
            # its condition met again before this check timing: the one reveal puts the ability
            # in the resolution zone once (4.4.1.1) — the reading ``once``; the engine's
            # (``each``, 8.6.3) puts it there as many times
            yield SetVar(
                key=HAND_ONCE,
                value=[*(ctx.state.vars.get(HAND_ONCE) or ()), *twice],
                clauses=("4.4.1.1", "8.6.3"),
                ja=f"{label(ctx, uid)} の公開は1回で、その技は1回だけ解決領域に置かれる",
                en=f"{label(ctx, uid)} is revealed once: its technique goes to the resolution "
                "zone once",
            )
        if costs:
            paid = yield from pay_cost(
                ctx,
                pending.master,
                uid,
                card_now,
                replace(prog, cost=costs),
                revealed,  # type: ignore[arg-type]
            )
            cause = (revealed, *paid)
    zone = _ZONE.set(
        tuple(
            (p.master, p.source, pr, p.data.get("placed"))
            for p, pr in [(pending, prog), *_in_zone_beside(ctx, pending)]
        )
    )
    try:
        yield from _turn_player_first(ctx, pending)
        cancelled = yield from _cancel_window(
            ctx, pending.master, uid, prog, placed=pending.data.get("placed")
        )
    finally:
        _ZONE.reset(zone)
    if cancelled is not True and cancelled is not False:  # declined: the technique resolves
        cause = (*cause, cancelled)
        cancelled = False
    if cancelled:
        yield from _after_cancelled(ctx, pending, uid, prog)
        return False
    void = void_of(ctx, uid)
    if void is not None:
        # 8.3.2: a void technique still exists (it was used, 8.12.1), but no effect of it
        # arises and no choice it asks for is made
        yield Mark(
            clauses=("8.3.1", "8.3.2", "8.1.1.4"),
            caused_by=cause,
            ja=f"{label(ctx, uid)} の技は無効（{label(ctx, void[0])}: {void[1]}）のため、効果は発生しない",
            en=f"{label(ctx, uid)}'s technique is void ({label(ctx, void[0])}: {void[1]}): no "
            "effect arises",
            touches=(uid, void[0], *_affects(ctx, pending.master, prog)),
        )
        return VOID
    moved = None
    if pending.data.get("trigger") in ("self_retired", "self_waiting") and "placed" in pending.data:
        moved = (str(pending.data["zone"]), int(pending.data["placed"]))
    event = pending.data.get("event_card")
    if prog.condition is not None:
        met = yield from _check_condition(
            ctx, pending.master, uid, prog, moved, event=str(event) if event else None, cause=cause
        )
        if met is None:
            if prog.scope is not None:
                yield from _after_failed_condition(ctx, pending.master, uid, prog)
            # void under its own condition (8.3.2) it is resolved doing nothing, as a technique
            # another makes void; a 「なら」 not met is 8.6.5's
            return VOID if void_condition(prog.condition) else UNMET
        cause = (*cause, met)
    was = pending.data.get("zone")
    if was and zone_of(ctx, uid) != was:
        yield Mark(
            clauses=("8.6.10", "3.8.6"),
            ja=f"{label(ctx, uid)} は誘発後に領域を移動したが、その自動能力は解決しなければならない（移動直前の情報を持つ）",
            en=f"{label(ctx, uid)} moved after its technique triggered: it still resolves (with the card's information from before the move)",
            touches=(uid,),
        )
    if not prog.ops:
        # 2.14.3: nothing is written in its effect: the technique does nothing
        yield Mark(
            clauses=("2.14.3",),
            caused_by=cause,
            ja=f"{label(ctx, uid)} の技の技効果には何も書かれていない: この技は何も起こさない",
            en=f"nothing is written in the effect of {label(ctx, uid)}'s technique: it does "
            "nothing",
            touches=(uid,),
        )
    yield from run_ops(ctx, pending.master, uid, prog, cause, moved)
    return True


def _after_failed_condition(ctx: Ctx, master: str, uid: str, prog: Program) -> Proc:
    """A 「…なら、」 not met with more sentences after its own: 8.6.5 as printed makes the
    actions after it do nothing too (the engine's reading), but the condition may be read as
    its own sentence's only, the next sentences done in the order written (8.1.1.5) — a reading
    the ruling names and runs."""
    assert prog.scope is not None
    rest = prog.ops[prog.scope :]
    alone = yield Choose(
        master,
        "reading",
        f"8.6.5・8.1.1.5 の読み方: {label(ctx, uid)} の技の「なら」が満たされない時、次の文の行動も何も起こさない"
        "か（8.6.5「その後続く行動」）、その文だけか",
        f"the reading of 8.6.5, 8.1.1.5: {label(ctx, uid)}'s 「なら」 is not met — do the next "
        "sentences do nothing too (8.6.5 'the actions that follow'), or only its own sentence?",
        (
            Option("all", "後続の行動も何も起きない（8.6.5）", "the following actions too", False),
            Option(
                "sentence", "その文だけ（次の文は行う、8.1.1.5）", "its own sentence only", True
            ),
        ),
        ("8.6.5", "8.1.1.5"),
        reading=True,
    )
    if not alone:
        yield Mark(
            clauses=("8.6.5", "8.1.1.5"),
            ja=f"「なら」の後に続く行動（次の文の{len(rest)}つ）も何も起きない",
            en=f"the actions that follow the 「なら」 ({len(rest)} in the next sentences) do nothing too",
            touches=(uid, *_affects(ctx, master, replace(prog, ops=rest))),
        )
        return
    yield from run_ops(ctx, master, uid, replace(prog, ops=rest, condition=None))


def _cond_clauses(cond: tuple[Any, ...]) -> tuple[str, ...]:
    """The clauses a condition's reading rests on beside 8.6.5: a title's text (2.14.7), a
    technique attribute (2.15.1), a state (4.9.1.1 / 4.9.1.2), a value (2.10.1 / 2.11.1, 8.9.1);
    the card attacked it reads (4.14.1)."""
    read = _cond_clauses_of(cond)
    if cond[0] in ("match", "stat", "stat_than") and "attacked" in cond[1:]:
        return (*read, "4.14.1")  # 「アタックされたカード」
    return read


def _cond_clauses_of(cond: tuple[Any, ...]) -> tuple[str, ...]:
    if cond[0] == "not" and cond[2:] == ("void",):
        # 「この効果は、Xの場合、無効」: an effect void under X (8.3.1, 8.3.2)
        return ("8.3.1", "8.3.2", *_cond_clauses(cond[1]))
    if cond[0] == "not":
        return _cond_clauses(cond[1])  # 「…でないなら」: what the condition it negates reads
    if cond[0] == "turn":
        return ("6.1.1",)  # 「（あなた|相手）のターン中」: whose turn it is, the turn player's
    if cond[0] in ("and", "or"):
        return tuple(dict.fromkeys(c for x in cond[1] for c in _cond_clauses(x)))
    if cond[0] == "count":
        return (
            *(("2.15.1",) if len(cond) > 6 and cond[6] else ()),
            *(info_clauses(cond[4]) if len(cond) > 4 else ()),
            *(STATE_CLAUSE[x] for x in (cond[5] if len(cond) > 5 else ())),
        )
    if cond[0] in ("match", "every"):
        _m, _who, attrs, info, states = cond
        return (
            *(("2.15.1",) if attrs else ()),
            *info_clauses(info),
            *(STATE_CLAUSE[x] for x in states),
        )
    if cond[0] == "stat_than" and len(cond) > 5 and cond[5] != cond[2]:
        # two values (``than_stat``): the clause of each, as it is now (8.9.1)
        value = {"level": "2.2.1", "ap": "2.10.1", "dp": "2.11.1"}
        return (value[cond[2]], value[cond[5]], "8.9.1")
    if cond[0] == "among_looked":
        # the cards looked at (4.11.2) counted by their description
        _k, attrs, info, stats, *_rest = cond
        return (
            "4.11.2",
            *(("2.15.1",) if attrs else ()),
            *info_clauses(info),
            *(("2.2.1",) if stats else ()),
        )
    if cond[0] in ("stat", "stat_than"):
        if cond[2] == "damage":
            return ("7.1.5.3",)
        if cond[2] == "level":
            return ("2.2.1",)
        if cond[2] == "name_length":
            # the characters of each name apart (2.1.2.1), furigana not counted (2.1.3)
            return ("2.1.2.1", "2.1.3")
        if cond[2] == "technique_name_length":
            # the characters of each technique name apart (2.13.1, 2.13.3.1)
            return ("2.13.1", "2.13.3.1")
        return ("2.10.1" if cond[2] == "ap" else "2.11.1", "8.9.1")
    if cond[0] == "total":
        # the characters of every (technique) name of the cards, each name apart, summed
        return ("2.1.2.1", "2.1.3") if cond[2] == "name_length" else ("2.13.1", "2.13.3.1")
    if cond[0] == "compare" and any(cond[4:]):
        return ("2.15.1",)  # the cards of one side counted by their attribute
    if cond[0] == "turn_moved":
        return ("6.1.1", "3.1.4")  # the turn's moves, each to its owner's zone
    if cond[0] == "turn_drawn":
        return ("6.1.1", "4.10.2", "4.10.3")  # the turn's draws, each card one draw
    if cond[0] == "turn_faced_up":
        return ("6.1.1", "4.9.1.5")  # the turn's surprise cards turned face up
    if cond[0] == "turn_used":
        return ("6.1.1", "8.12.1")  # the turn's techniques used: each one resolved
    if cond[0] == "turn_played":
        return ("6.1.1", "8.4.1.3.1")  # the turn's plays, each card one play
    if cond[0] == "turn_damaged":
        return ("6.1.1", "7.1.5.3")  # the damage dealt to the card this turn
    if cond[0] == "attack_moved":
        return ("7.1.1", "7.1.2.3")  # what happened in the attack sub-phase, since it began
    if cond[0] == "attacks_this_turn":
        # the attacks made this turn; only the partner attacks that stood (4.13.2)
        # 「…アタックされていた」: the card attacked in each (4.14.1)
        on = ("4.14.1",) if "attacked" in cond[5:] else ()
        return ("7.1.3.2", *on, *(("7.1.3.2.2", "4.13.2") if cond[2] == "partner" else ()))
    if cond[0] == "partner_attack":
        # a partner attack, unless made a normal one; 「Xのアタック」: X the attacking card
        by = ("7.1.3.2", "4.14.1") if len(cond) > 2 and cond[2] else ()
        return ("7.1.3.2.2", "7.1.3.2.4", *by)
    return ()


def turn_began(ctx: Ctx) -> tuple[int, bool]:
    """The first trace step of the turn in progress (a ``SetTurn`` changing its number), and
    whether the ruling saw the turn begin; else the ruling's first step, False (the scenario
    began within the turn: its earlier events are not given)."""
    began = None
    for step, _seq, ev in ctx.events(0):
        if isinstance(ev, SetTurn) and "number" in (ev.changes or {}):
            began = step
    return (began, True) if began is not None else (0, False)


def _reads_partner(cond: Any) -> bool:
    """Whether a condition (nested under not / and / or) reads whether the attack is a partner
    attack (``partner_attack``)."""
    if not isinstance(cond, tuple) or not cond:
        return False
    return cond[0] == "partner_attack" or any(_reads_partner(c) for c in cond[1:])


def _holds(
    ctx: Ctx,
    master: str,
    cond: tuple[Any, ...],
    uid: str,
    moved: tuple[str, int] | None = None,
    used: list[str] | None = None,
    event: str | None = None,
) -> Proc:
    """``condition_holds`` read as the technique resolves, a card-text filter on a value the
    scenario did not give that decides it branched on (``values.branch_condition``): (whether
    it holds, what was read ja, en). ``moved``: the technique triggered on its card's own move
    (the zone and stay it moved to): the card, still there, is read as the card that moved
    (8.7.1, ``common.field_info``), the clauses of 8.7 it used added to ``used``. ``event``:
    the card of a zone-move trigger's event (8.6.6, ``common.EVENT_CARD``), read likewise as
    the card that moved (8.7.1.2) when the condition reads it."""
    from ruling.games._vs.common import EVENT_CARD, MOVED_READ, MOVED_READ_USED

    box: list[tuple[bool, str, str]] = []
    card = ctx.card(uid)
    still = (
        moved is not None
        and card is not None
        and zone_of(ctx, uid) == moved[0]
        and card.placed == moved[1]
    )

    from ruling.games._vs.common import PARTNER_NOT_YET

    st = ctx.state
    not_yet = False
    if (
        _reads_partner(cond)
        and st.vars.get("vs.partner_by_effect")
        and st.vars.get("vs.partner_attack")
        and st.turn.phase == "attack"
        and st.turn.step in ("support", "partner_block")
    ):
        # an attack an ability made a partner attack (7.1.3.2.3) read before the resolution
        # step's check (7.1.5.1.1): a partner attack from then on (the engine's) or only from
        # that check — the audit's partner_attack_by_ability_moment, both readings run
        not_yet = not (
            yield unsettled.choose(
                master,
                "vs",
                "partner_attack_by_ability_moment",
                {"after_timing": True, "at_check": False},
            )
        )

    def read() -> bool:
        read_moved = ({uid} if still else set()) | ({event} if event is not None else set())
        t1 = MOVED_READ.set(frozenset(read_moved))
        t2 = MOVED_READ_USED.set(used)
        t3 = PARTNER_NOT_YET.set(not_yet)
        t4 = EVENT_CARD.set(event)
        try:
            box[:] = [condition_holds(ctx, master, cond, uid)]
        finally:
            EVENT_CARD.reset(t4)
            PARTNER_NOT_YET.reset(t3)
            MOVED_READ_USED.reset(t2)
            MOVED_READ.reset(t1)
        return box[0][0]

    ok = yield from branch_condition(ctx, read, master, label(ctx, uid), ())
    if "8.7.1.2" in used and "8.11.1" not in used:
        # its information as it last was on the field it left: the last information (8.11.1),
        # as for a card an effect chose and moved
        used.append("8.11.1")
    return (ok, box[0][1], box[0][2])


def _check_condition(
    ctx: Ctx,
    master: str,
    uid: str,
    prog: Program,
    moved: tuple[str, int] | None = None,
    event: str | None = None,
    cause: tuple[int, ...] = (),
) -> Proc:
    """The technique's 「なら」 (a count of a player's cards, or 「AのリタイヤがBより多い / 少ない
    なら」) checked as the technique resolves (8.6.5, cited met or not): not met, the technique
    resolves but nothing happens. Returns the step that found it met, or None. ``cause``: what
    put the technique in the resolution zone (a [手札] card's reveal, 4.4.1.1) — the check is
    part of its resolution."""
    assert prog.condition is not None
    used: list[str] = []
    ok, ja, en = yield from _holds(ctx, master, prog.condition, uid, moved, used, event)
    from ruling.games._vs.common import EVENT_CARD

    t_ev = EVENT_CARD.set(event)
    try:
        refs = condition_refs(ctx, master, prog.condition, uid)
    finally:
        EVENT_CARD.reset(t_ev)
    # the cards counted: 「称号に“…”を含む」 (2.14.7), read; a card's description (2.15.1,
    # 2.14.7, 4.9.1.1 / 4.9.1.2); the card that moved read as it was (8.7.1)
    read = tuple(dict.fromkeys((*_cond_clauses(prog.condition), *used)))
    if void_condition(prog.condition):
        # 「この効果は、Xの場合（時）、無効」 (8.3.2): X read as the technique resolves; X holding,
        # the technique exists and resolves but no effect of it arises and no choice it asks for
        # is made; not holding, the effect is carried out — no 「なら」 (8.6.5) is read
        if not ok:
            yield Mark(
                clauses=read,
                caused_by=cause,
                ja=f"{ja}: 効果は無効: {label(ctx, uid)} の技は能力として存在し解決されるが、効果は発生せず、"
                "選択も行わない",
                en=f"{en}: the effect is void: {label(ctx, uid)}'s technique exists and "
                "resolves, but no effect of it arises and no choice of it is made",
                watch=refs,
                touches=(uid, *_affects(ctx, master, prog)),
            )
            return None
        return (
            yield Mark(
                clauses=read,
                caused_by=cause,
                ja=f"{ja}: 無効の条件は満たされず、効果は発生する",
                en=f"{en}: the condition of its void does not hold; the effect arises",
                watch=refs,
            )
        )
    if not ok:
        yield Mark(
            clauses=("8.6.5", *read),
            caused_by=cause,
            ja=f"{ja}: 「なら」の条件を満たさない: {label(ctx, uid)} の技は解決されるが何も起きない",
            en=f"{en}: the 「なら」 is not met; {label(ctx, uid)}'s technique resolves and does nothing",
            watch=refs,
            touches=(uid, *_affects(ctx, master, prog)),
        )
        return None
    # met: read now, as it resolves, not when it triggered — 8.6.5 is what makes the condition
    # one of the resolution's (the technique's outcome may differ from the trigger's moment)
    step = yield Mark(
        clauses=("8.6.5", *read),
        caused_by=cause,
        ja=f"{ja}: 条件を満たす",
        en=f"{en}: the condition holds",
        watch=refs,
    )
    return step


def _surprise_met(ctx: Ctx, players: list[str], trig: str) -> list[Triggered]:
    """The face-down surprise cards of ``players`` whose [condition] (2.14.6) is the trigger
    ``trig`` of an event other than the attack (``SURPRISE_EVENT_TRIGGERS``): each may be turned
    face up (12.3.1), which puts its technique in the resolution zone (8.1.1.2.2)."""
    out = []
    for p in players:
        for c in ctx.zone(p, "surprise"):
            if c.face_up or not c.text:
                continue
            for i, prog in programs(c):
                if prog.keyword == "surprise" and prog.trigger == trig:
                    out.append(
                        Triggered(
                            p,
                            c.uid,
                            {"index": i},
                            ("3.9.1", "12.3.1", "2.14.6", "8.1.1.2.2", *trigger_clauses(trig)[2:]),
                        )
                    )
    return out


def _surprise_on_event(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    """12.3.1 on an event other than the attack: the event read as for the automatic techniques
    (``_event_triggers``), the conditions found being the face-down surprise cards' (8.1.1.2.2:
    「[]で括られた条件を満たした時」 is a trigger condition like any other)."""
    if not any(
        not c.face_up and prog.keyword == "surprise" and prog.trigger in SURPRISE_EVENT_TRIGGERS
        for p in ctx.state.players
        for c in ctx.zone(p, "surprise")
        if c.text
        for _i, prog in programs(c)
    ):
        return []
    token = _SURPRISE_READ.set(True)
    try:
        found = _event_triggers(ctx, ev, step)
    finally:
        _SURPRISE_READ.reset(token)
    return [
        t
        for t in found
        if t.source
        and zone_of(ctx, t.source) == "surprise"
        and not getattr(ctx.card(t.source), "face_up", True)
    ]


def trigger_flip(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    """12.3.1: a face-down surprise card whose [condition] is met may be turned face up — its
    event (``_flip_events``) and, 「[<event>時、<state>なら]」, the state as the event happens
    (``Program.flip_condition``, 2.14.6): not holding, the card is not turned face up."""
    return [_flip_state_read(ctx, t) for t in _flip_events(ctx, ev, step)]


def _flip_state_read(ctx: Ctx, t: Triggered) -> Triggered:
    """``t`` with the 「なら」 of its surprise's [condition] read now (2.14.6, 12.3.1; the count
    read as any condition's, ``condition_holds``): met, the chance stands, citing it; not met,
    blocked."""
    if t.blocked is not None or t.source is None or "index" not in t.data:
        return t
    card = ctx.card(t.source)
    prog = dict(programs(card)).get(t.data["index"]) if card is not None else None
    if prog is None or prog.flip_condition is None:
        return t
    ok, ja, en = condition_holds(ctx, t.master, prog.flip_condition, t.source)
    read = ("2.14.6", "12.3.1", *_cond_clauses(prog.flip_condition))
    if ok:
        return replace(t, clauses=tuple(dict.fromkeys((*t.clauses, *read))))
    return Triggered(
        t.master,
        t.source,
        clauses=tuple(dict.fromkeys(read)),
        blocked=(
            f"{ja}: {label(ctx, t.source)} の表にするための条件（「なら」）を満たさない",
            f"{en}: {label(ctx, t.source)}'s condition to turn face up (its 「なら」) is not met",
        ),
        touches=(t.source,),
    )


def _flip_events(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    """The face-down surprise cards whose [condition]'s event ``ev`` is (12.3.1)."""
    if not (isinstance(ev, Mark) and ev.tag == "attack"):
        return _surprise_on_event(ctx, ev, step) + _state_triggers(ctx, surprise=True)
    attacker = ev.data["attacker"]
    w = ctx.where(attacker)
    master = w[0] if w else ctx.state.turn.player
    opp = ctx.state.opponent(master)
    out = []
    for c in ctx.zone(opp, "surprise"):
        if c.face_up:
            continue
        for i, prog in programs(c):
            if prog.keyword == "surprise" and prog.trigger in (
                "opponent_attacks",
                "ring_attacked",
                "opponent_supports",
                "opp_ring_supported",
            ):
                # 「[相手のカードがアタックした時]」 / 「[あなたのリングのカードがアタックされた時]」 /
                # 「[相手のカードがサポートした時]」: conditions met all at once with the attack
                # (7.1.3.2.3)
                # the [] condition read is the one to turn the card face up (2.14.6)
                out.append(
                    Triggered(opp, c.uid, {"index": i}, ("3.9.1", "12.3.1", "2.14.6", "7.1.3.2.3"))
                )
            elif prog.keyword == "surprise" and prog.trigger == "opponent_partner_attacks":
                # 「[相手のカードがパートナーアタックした時]」: met only by a partner attack
                # (7.1.3.2.2); a normal one is read, and the card stays face down
                if ev.data.get("partner"):
                    out.append(
                        Triggered(
                            opp,
                            c.uid,
                            {"index": i},
                            ("3.9.1", "12.3.1", "2.14.6", "7.1.3.2.3", "7.1.3.2.2"),
                        )
                    )
                else:
                    out.append(
                        Triggered(
                            opp,
                            c.uid,
                            clauses=("12.3.1", "7.1.3.2.2", "7.1.3.2.5"),
                            blocked=(
                                f"このアタックはパートナーアタックではないため、{label(ctx, c.uid)} の"
                                "表にするための条件は満たされない",
                                f"this attack is a normal attack: {label(ctx, c.uid)}'s condition "
                                "to turn face up is not met",
                            ),
                            touches=(c.uid,),
                        )
                    )
    # the attacking player's own face-down surprise cards: their [condition] names the
    # opponent's attack (「相手のカードがアタックした時」) or an attack on their own ring card,
    # neither of which this is — read, not met, and the card stays face down (2.14.6, 12.3.1,
    # 8.1.1.2.2)
    for c in ctx.zone(master, "surprise"):
        if c.face_up:
            continue
        for i, prog in programs(c):
            if prog.keyword == "surprise" and prog.trigger in OWN_ATTACK_SURPRISES:
                # 「[あなたのカードがアタックした時 / サポートした時]」: met with the attack
                # (7.1.3.2.3) — a partner attack's only when it names one (7.1.3.2.2); no rule
                # keeps a card set this turn from being turned up (3.9.1, 12.3.1)
                partner = prog.trigger == "your_partner_attacks"
                if partner and not ev.data.get("partner"):
                    continue
                out.append(
                    Triggered(
                        master,
                        c.uid,
                        {"index": i},
                        (
                            "3.9.1",
                            "12.3.1",
                            "2.14.6",
                            "8.1.1.2.2",
                            "7.1.3.2.3",
                            *(("7.1.3.2.2",) if partner else ()),
                        ),
                    )
                )
            elif prog.keyword == "surprise" and prog.trigger in SURPRISE_TRIGGERS:
                out.append(
                    Triggered(
                        master,
                        c.uid,
                        clauses=("2.14.6", "12.3.1", "8.1.1.2.2"),
                        blocked=(
                            f"{label(ctx, c.uid)} の表にするための条件は相手のアタックで、{master} 自身の"
                            "カードのアタックでは満たされないため、表にできない",
                            f"{label(ctx, c.uid)}'s condition to turn face up is the opponent's "
                            f"attack, not {master}'s own card's: it cannot be turned face up",
                        ),
                        touches=(c.uid,),
                    )
                )
    return out


def resolve_flip(ctx: Ctx, pending: Any) -> Proc:
    uid = pending.source
    if zone_of(ctx, uid) != "surprise":
        return
    yes = yield from choose_yes_no(
        pending.master,
        "surprise",
        f"{label(ctx, uid)} のサプライズの条件を満たした: 表にするか",
        f"{label(ctx, uid)}'s surprise condition is met: turn it face up?",
        ("表にする", "turn it face up"),
        ("表にしない", "no"),
        ("3.9.1", "12.3.1"),
    )
    if not yes:
        # turning it face up is the owner's option (3.9.1 「…置くことができます」, 12.3.1 「表にする
        # 事ができ」): not taken, the card stays face down where it is and nothing after → goes
        # to the resolution zone (8.1.1.2.2) — the choice decided its face and zone; the rule
        # process of the surprise zone moves only a face-up card (9.7.1): read, it stays
        yield Mark(
            clauses=("3.9.1", "12.3.1", "8.1.1.2.2", "9.7.1"),
            ja=f"{pending.master} は {label(ctx, uid)} を表にしない（裏向きのままサプライズ置場に残る: "
            "控え室に移動するのは表向きのサプライズ置場のカードだけ）",
            en=f"{pending.master} leaves {label(ctx, uid)} face down in the surprise zone (only a "
            "face-up surprise card goes to the waiting room)",
            touches=(uid,),
        )
        return
    yield SetCard(
        uid=uid,
        changes={"face_up": True},
        clauses=("12.3.1", "8.1.1.2.2", "2.14.6", "4.9.1.5"),
        ja=f"{pending.master} は {label(ctx, uid)} を表にする（→以降の自動能力が解決領域に置かれる）",
        en=f"{pending.master} turns {label(ctx, uid)} face up (the ability after → goes to the resolution zone)",
        tag="surprise_flip",
        data={"master": pending.master, "index": pending.data["index"]},
    )


def _costed_auto(prog: Program) -> bool:
    """An automatic technique with a cost its master pays to use it (「[領域][コスト]X時、Y」,
    ``cardtext._costed_trigger``; 2.14.5), not a [手札] one (put in the resolution zone by its
    reveal, 4.4.1.1) nor a keyword's."""
    return (
        prog.kind == "auto"
        and bool(prog.cost)
        and prog.keyword is None
        and ("hand" not in prog.areas)
    )


def trigger_auto_cost(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    """The chance to pay, as it triggers, the cost of an automatic technique ``ev`` triggers
    (2.14.5, 8.6.2): one per such technique triggered (``trigger_technique``), read only when
    some card holds one."""
    st = ctx.state
    if not any(
        _costed_auto(prog)
        for p in st.order()
        for zid in st.players[p].zones
        for c in ctx.zone(p, zid)
        if c.text
        for _i, prog in programs(c)
    ):
        return []
    out = []
    for t in trigger_technique(ctx, ev, step):
        if t.blocked is not None or t.source is None or "index" not in t.data:
            continue
        if t.data.get("trigger") == BY_EFFECT or t.data.get("zone") == "hand":
            continue
        prog = _program(ctx, t.source, int(t.data["index"]))
        if prog is not None and _costed_auto(prog):
            out.append(Triggered(t.master, t.source, {"index": t.data["index"]}, ("2.14.5",)))
    return out


def resolve_auto_cost(ctx: Ctx, pending: Any) -> Proc:
    """An automatic technique with a cost has triggered and waits with another ability in the
    resolution zone: when its cost is paid is the point ``auto_technique_cost_moment`` (2.14.5
    gives no moment; 8.5.1.3.2 is written for activated abilities). Under as_resolved nothing is
    done here (``_resolve`` pays it); under as_triggered its master pays it now, as it is put in
    the resolution zone (8.6.2), before anything there resolves — or it is not used."""
    uid, idx = pending.source, pending.data.get("index")
    done = dict(ctx.state.vars.get(AUTO_COST_SETTLED) or {})
    tech = next(
        (
            p
            for p in ctx.state.pending
            if p.ability == "technique"
            and p.source == uid
            and p.data.get("index") == idx
            and str(p.id) not in done
        ),
        None,
    )
    prog = _program(ctx, uid, int(idx)) if idx is not None else None
    if tech is None or prog is None:
        return
    beside = [
        p
        for p in ctx.state.pending
        if p.id not in (tech.id, pending.id) and p.ability not in ("auto_cost", "surprise_flip")
    ]
    if not beside:
        # alone in the resolution zone: paid as it triggers or as it resolves, nothing between
        return
    now = yield from unsettled.holds(
        pending.master, "vs", "auto_technique_cost_moment", "as_triggered", more=("8.6.4",)
    )
    if not now:
        return
    cant = _unpayable(ctx, pending.master, prog, uid)
    pay = False
    if cant is None:
        pay = yield from choose_yes_no(
            pending.master,
            "auto_cost",
            f"{label(ctx, uid)} の技が誘発した: コストを支払って使うか",
            f"{label(ctx, uid)}'s technique triggered: pay its cost and use it?",
            ("支払う", "pay"),
            ("支払わない", "do not pay"),
            ("2.14.5", "8.6.2"),
        )
    yield SetVar(
        key=AUTO_COST_SETTLED,
        value={**done, str(tech.id): "paid" if pay else "unpaid"},
    )
    if not pay:
        yield Mark(
            clauses=("2.14.5", "8.6.2", *(cant.clauses if cant else ())),
            caused_by=cant.caused_by if cant else (),
            ja=f"{label(ctx, uid)} の技のコストは誘発時に支払われず、その技は使われない",
            en=f"the cost of {label(ctx, uid)}'s technique is not paid as it triggers: not used",
            touches=(uid,),
        )
        return
    m = yield Mark(
        clauses=("2.14.5", "8.6.2"),
        ja=f"{pending.master} は {label(ctx, uid)} の技のコストを誘発時に支払う（解決領域に置かれる）",
        en=f"{pending.master} pays the cost of {label(ctx, uid)}'s technique as it triggers (it is "
        "put in the resolution zone)",
        touches=(uid,),
    )
    card = ctx.card(uid)
    if card is not None:
        yield from pay_cost(ctx, pending.master, uid, card, prog, m)


DELAYED = "vs.delayed"  # the delayed triggers made and not yet triggered (8.6.8)
DELAY_JA = {"start:end": "このターンの終わり", "end:attack": "このアタックの終わり"}
DELAY_EN = {"start:end": "at the end of this turn", "end:attack": "at the end of this attack"}


def _make_delayed(ctx: Ctx, master: str, uid: str, op: Any, cause: tuple[int, ...]) -> Proc:
    """「（このターン|このアタック）の終わりに、…」: the effect makes an automatic ability that
    triggers at that moment (8.6.8: a delayed trigger), once — no period is printed — in this
    turn (「この」)."""
    tag, steps, text = op.value[:3]
    # 「このターン中、次に…した時」: the period printed, this turn (8.6.8)
    within = ctx.state.turn.number if op.value[3:] == ("turn",) else None
    st = ctx.state
    # 「このアタックの終わりに」 made in the attack end step itself, after 7.1.6.1's moment: that
    # moment past (8.6.8) or the step still going on (7.1.6.1, 7.1.1) — the audit's
    # attack_end_delayed_made_in_it, both readings run; at once, it triggers as it is made
    now = False
    if tag == "end:attack" and st.turn.step == "end" and st.vars.get("vs.attack_began"):
        now = yield from unsettled.holds(master, "vs", "attack_end_delayed_made_in_it", "at_once")
    made = list(ctx.state.vars.get(DELAYED) or [])
    n = int(ctx.state.vars.get(DELAYED + ".count") or 0) + 1
    made.append(
        {
            "id": n,
            "master": master,
            "uid": uid,
            "when": tag,
            # 「（このターン|このアタック）の終わりに」: this turn's; 「次に…した時」: the next such
            # event, whenever it comes
            "turn": ctx.state.turn.number if tag in DELAY_JA else None,
            "steps": steps,
            "text": text,
            **({"within": within} if within is not None else {}),
            **({"now": True} if now else {}),
        }
    )
    yield SetVar(key=DELAYED + ".count", value=n)
    yield SetVar(
        key=DELAYED,
        value=made,
        caused_by=cause,
        clauses=("8.6.8",),
        ja=f"{label(ctx, uid)} の技が時限誘発「{text}」を作る（"
        f"{'このターン中、' if op.until == 'turn' else ''}"
        f"{DELAY_JA.get(tag, '次にその事象が起きた時')}に一度だけ誘発する）",
        en=f"{label(ctx, uid)}'s technique makes a delayed trigger 「{text}」 (it triggers once, "
        + DELAY_EN.get(tag, "the next time that event happens")
        + (" within this turn" if op.until == "turn" else "")
        + ")",
    )


def delayed_trigger(ctx: Ctx, ev: Event, step: int) -> list[Triggered]:
    """8.6.8: a delayed trigger made this turn triggers at the moment it waits for, once
    (「特に期限が示されていないかぎり、一度だけ誘発条件を満たします」: it is removed as it triggers)."""
    st = ctx.state
    made = st.vars.get(DELAYED) or []
    # once (8.6.8): one already triggered and waiting to resolve is not met again
    waiting = {(getattr(x, "data", None) or {}).get("delayed") for x in st.pending}
    # 「このターン中、次に…した時」: not met after the turn it was made in (its period, 8.6.8)
    on_event = tuple(
        d
        for d in made
        if d["turn"] is None
        and d["id"] not in waiting
        and d.get("within", st.turn.number) == st.turn.number
    )
    found: list[Triggered] = []
    if on_event:
        # 「次に…した時」: the event read as for the automatic techniques (``_event_triggers``),
        # the triggers found being the delayed ones waiting for it
        token = _DELAYED_READ.set(on_event)
        try:
            found = [t for t in _event_triggers(ctx, ev, step) if not t.blocked]
        finally:
            _DELAYED_READ.reset(token)
        # once (8.6.8): met by one event, the first of those met together
        seen: set[Any] = set()
        found = [
            t
            for t in found
            if t.data["delayed"] not in seen and not seen.add(t.data["delayed"])  # type: ignore[func-returns-value]
        ]
    # made in the step of its moment, read as triggering at once (``_make_delayed``)
    found += [
        Triggered(d["master"], d["uid"], {"delayed": d["id"]}, ("8.6.8", "7.1.6.1", "7.1.1"))
        for d in made
        if d.get("now") and d["id"] not in waiting
    ]
    if not (isinstance(ev, SetTurn) and ev.tag):
        return found
    # the moment it waits for is the rules' trigger moment too (「ターンの終わりに」: 6.8.1.1;
    # 「このアタックの終わりに」: 7.1.6.1) — cited with it
    return found + [
        Triggered(
            d["master"],
            d["uid"],
            {"delayed": d["id"]},
            ("8.6.8", *TRIGGER_CLAUSES.get(d["when"], ())[2:]),
        )
        for d in st.vars.get(DELAYED) or []
        if d["when"] == ev.tag and d["turn"] == st.turn.number
    ]


def delayed_resolve(ctx: Ctx, pending: Any) -> Proc:
    """The delayed trigger's steps, done as any technique's (8.1.1.5); it is spent (8.6.8). In
    the resolution zone it may be cancelled by the opponent as any ability (12.1.1)."""
    made = list(ctx.state.vars.get(DELAYED) or [])
    d = next((x for x in made if x["id"] == pending.data.get("delayed")), None)
    if d is None:
        return
    yield SetVar(
        key=DELAYED,
        value=[x for x in made if x["id"] != d["id"]],
        clauses=("8.6.8",),
        ja=f"時限誘発「{d['text']}」を解決する（一度だけ）",
        en=f"the delayed trigger 「{d['text']}」 resolves (once)",
    )
    spent = ctx.last
    prog = Program("auto", None, (), None, (), tuple(d["steps"]))
    # an ability in the resolution zone like any (3.8.3): the opponent may cancel it (12.1.1)
    cancelled = yield from _cancel_window(ctx, d["master"], d["uid"], prog, made=True)
    if cancelled is True:
        return
    cause = (spent, *((cancelled,) if cancelled is not False else ()))
    yield from run_ops(ctx, d["master"], d["uid"], prog, cause)


ABILITIES = {
    "technique": AbilityDef(
        "technique",
        "技",
        "technique",
        ("8.6.1", "8.6.2", "8.6.4"),
        trigger_technique,
        resolve_technique,
    ),
    "delayed": AbilityDef(
        "delayed",
        "時限誘発",
        "delayed trigger",
        ("8.6.8",),
        delayed_trigger,
        delayed_resolve,
        of_rules=True,
    ),
    "auto_cost": AbilityDef(
        "auto_cost",
        "コストのある自動能力（誘発時の支払い）",
        "an automatic technique with a cost (paid as it triggers)",
        ("2.14.5", "8.6.2"),
        trigger_auto_cost,
        resolve_auto_cost,
        # the moment of payment, not an ability of its own: taken before any ability waiting
        # in the resolution zone resolves, the turn player's too (``auto_technique_cost_moment``)
        chance=True,
        tier=-1,
    ),
    "surprise_flip": AbilityDef(
        "surprise_flip",
        "サプライズ（表にする機会）",
        "surprise (the chance to turn it face up)",
        ("3.9.1", "12.3.1"),
        trigger_flip,
        resolve_flip,
        # the chance to turn the card face up is not an ability in the resolution zone yet
        # (8.1.1.2.2: turning it face up puts it there): no clause of 8.6.2 for it
        pending_principle="surprise_chance",
        chance=True,
        # 12.3.1 「条件を満たした時に表にする事ができ」: the card is turned face up (or not) as its
        # condition is met, its ability then put in the resolution zone (3.9.1, 8.1.1.2.2) — the
        # chance is taken before any ability waiting there resolves, the turn player's too
        # (8.6.4 orders the abilities in the resolution zone, not this chance)
        tier=-1,
    ),
}


ZONE_JA = {"waiting": "控え室", "retire": "リタイヤ置場", "deck": "山札", "hand": "手札"}
ZONE_EN = {"waiting": "waiting room", "retire": "retire zone", "deck": "deck", "hand": "hand"}


def _rest_all_none(ctx: Ctx, player: str, prog: Program) -> bool:
    """A cost 「…エネルギーをすべてレストする」 (not 「すべて選び」) with no standing energy: whether
    it can be paid is the audit's ``rest_all_with_none_standing``."""
    return any(op.kind == "rest_all" and op.value != "chosen" for op in prog.cost) and not (
        standing_energy(ctx, player)
    )


def _unpayable(
    ctx: Ctx, player: str, prog: Program, uid: str = "", none_ok: bool = False
) -> Reject | None:
    """A cost (the energy of a play, the []-action of a technique: 4.16.1, cited by each refusal)
    that cannot be paid in full (8.5.1.3.2: then none of it is): 「…のエネルギーを
    すべてレストする」 needs one standing energy at least (「Aをすべて…する」 is paid by as many As as
    can be, one at least), the rested or reversed ones not chosen (4.16.2); 「…をすべて選び、
    レストする」 cannot choose a rested or reversed one, so it is not paid while there is one."""
    for op in prog.cost:
        card = ctx.card(uid) if uid else None
        if (
            op.kind == "put"
            and op.who == "this"
            and card is not None
            and prog.areas
            and zone_of(ctx, uid) not in prog.areas
        ):
            # 「このカードを…に置く」 with the card gone from the [領域] its technique works in:
            # what is there now is a new card (3.1.3), not 「このカード」 — the cost cannot be done
            # (1.3.2), so none of it is paid (8.5.1.3.2)
            last = ctx.step_of(uid)
            return Reject(
                f"{card.label} は技の[領域]を離れているため、「このカードを"
                f"{ZONE_JA.get(op.value, op.value)}に置く」コストは支払えず、使用は取り消されます",
                f"{card.label} has left its technique's [area]: the cost of putting this card in "
                f"the {ZONE_EN.get(op.value, op.value)} cannot be paid and the use is cancelled",
                ("3.1.3", "1.3.2", "8.5.1.3.2", "2.14.5"),
                (last,) if last is not None else (),
            )
        if op.kind == "rest" and card is not None and card.orientation != "stand":
            # 「このカードをレストする / リバースする」 with the card not standing (4.9.1.2 /
            # 4.9.1.3): what left it so is a cause
            last = ctx.step_of(uid)
            rev = op.value == "reverse"
            return Reject(
                f"{card.label} はスタンド状態でないため、コストとして{'リバース' if rev else 'レスト'}"
                "できず、コストは支払えず使用は取り消されます",
                f"{card.label} is not standing: it cannot be {'reversed' if rev else 'rested'} for "
                "the cost, the cost cannot be paid and the use is cancelled",
                ("4.9.1.3" if rev else "4.9.1.2", "8.5.1.3.2", "4.16.1", "1.3.2"),
                (last,) if last is not None else (),
            )
        if op.kind == "hand_reveal_cost" and len(_cost_cards(ctx, player, op)) < op.amount:
            n = len(_cost_cards(ctx, player, op))
            # a card still revealed as another ability's cost is not counted (4.12.1, 4.12.1.1)
            kept = ("4.12.1", "4.12.1.1") if cost_revealed(ctx, player) else ()
            what = info_ja(op.info) + "".join(f"《{a}》" for a in op.attributes)
            return Reject(
                f"{player} の手札の{what}カードは{n}枚しかなく、「手札の{what}カードを{op.amount}枚"
                "公開する」コストは支払えず、使用は取り消されます",
                f"{player}'s hand holds only {n} such card(s): the cost of revealing {op.amount} "
                "hand card(s) cannot be paid and the use is cancelled",
                (
                    "8.5.1.3.2",
                    "4.16.1",
                    "3.1.6",
                    *kept,
                    *(("2.15.1",) if op.attributes else ()),
                    *info_clauses(op.info),
                ),
                touches=(f"{player}.hand",),
            )
        if op.kind == "hand_cost":
            from ruling.games._vs.cardtext import move_prohibition

            src = {"your_bench": "bench", "your_ring": "ring", "your_energy": "energy"}.get(
                op.who, "hand"
            )
            ban = move_prohibition(ctx, player, src, op.value)
            if ban is not None:
                # the cost is the player's own act (8.5.1.3.2) and a technique in force prohibits
                # it (「相手は手札のカードを控え室に置けない」, 1.3.3): it cannot be paid
                return Reject(
                    f"{player} は{ZONE_JA.get(src, src)}のカードを{ZONE_JA.get(op.value, op.value)}"
                    f"に置けない（{ban.source}）ため、コストは支払えず使用は取り消されます",
                    f"{player} may not put a {src} card in the {ZONE_EN.get(op.value, op.value)} "
                    f"({ban.source}): the cost cannot be paid and the use is cancelled",
                    ("8.5.1.3.2", "4.16.1", "1.3.3", *ban.clauses),
                    touches=(f"{player}.{src}",),
                )
        if op.kind == "hand_cost" and len(_cost_cards(ctx, player, op)) < op.amount:
            n = len(_cost_cards(ctx, player, op))
            zja, zen, zt = (
                ("ベンチ", "bench", tuple(f"{player}.{z}" for z in BENCH_ZONES))
                if op.who == "your_bench"
                else ("リング", "ring", (f"{player}.ring",))
                if op.who == "your_ring"
                else ("手札", "hand", (f"{player}.hand",))
            )
            what = "".join(f"《{a}》" for a in op.attributes)
            return Reject(
                f"{player} の{zja}の{what}カードは{n}枚しかなく、「{zja}を{op.amount}枚置く」コストは"
                "支払えず、使用は取り消されます",
                f"{player}'s {zen} holds only {n} such card(s): the cost of {op.amount} {zen} "
                "card(s) cannot be paid and the use is cancelled",
                ("8.5.1.3.2", "4.16.1", *(("2.15.1",) if op.attributes else ())),
                touches=zt,
            )
        if op.kind == "state_cost" and (
            len(_state_cost_cards(ctx, player, uid, op, prog.cost)) < op.amount
        ):
            n = len(_state_cost_cards(ctx, player, uid, op, prog.cost))
            zja, zen, zt = (
                ("ベンチ", "bench", tuple(f"{player}.{z}" for z in BENCH_ZONES))
                if op.who == "your_bench"
                else ("エネルギー置場", "energy zone", (f"{player}.energy",))
            )
            verb = ("リバース", "reversed") if op.value == "reverse" else ("レスト", "rested")
            return Reject(
                f"{player} の{zja}のスタンド状態のカードは{n}枚しかなく、「{op.amount}枚{verb[0]}する」"
                "コストは支払えず、使用は取り消されます",
                f"only {n} standing card(s) in {player}'s {zen}: the cost of {op.amount} card(s) "
                f"{verb[1]} cannot be paid and the use is cancelled",
                (
                    "4.16.2",
                    "8.5.1.3.2",
                    "4.16.1",
                    "4.9.1.3" if op.value == "reverse" else "4.9.1.2",
                    *(("2.15.1",) if op.attributes else ()),
                ),
                touches=zt,
            )
        if op.kind == "rest_energy":
            ready = standing_energy(ctx, player)
            if len(ready) < op.amount:
                # what left the other energy not standing is a cause of the refusal
                why = tuple(
                    dict.fromkeys(
                        s
                        for c in ctx.zone(player, "energy")
                        if c.orientation != "stand"
                        for s in (ctx.step_of(c.uid),)
                        if s is not None
                    )
                )
                return Reject(
                    f"スタンド状態のエネルギーが{len(ready)}枚しかなく、「エネルギーを{op.amount}枚"
                    "レストする」コストは支払えず、使用は取り消されます",
                    f"only {len(ready)} standing energy: the cost 「エネルギーを{op.amount}枚レストする」 "
                    "cannot be paid and the use is cancelled",
                    ("4.16.2", "8.5.1.3.2", "4.16.1", "4.9.1.2"),
                    why,
                )
            continue
        if op.kind != "rest_all":
            continue
        every = ctx.zone(player, "energy")
        ready = standing_energy(ctx, player)
        if op.value == "chosen" and len(ready) < len(every):
            return Reject(
                "レストまたはリバースしているエネルギーは選べないため、「エネルギーをすべて選び、"
                "レストする」コストは支払えず、使用は取り消されます",
                "a rested or reversed energy cannot be chosen: the cost 「…をすべて選び、レストする」 "
                "cannot be paid and the use is cancelled",
                ("4.16.2", "8.5.1.3.2", "4.16.1", "4.9.1.2"),
            )
        if not ready and not none_ok:
            return Reject(
                "スタンド状態のエネルギーがなく、「エネルギーをすべてレストする」コストを支払えません",
                "no standing energy: the cost 「…のエネルギーをすべてレストする」 cannot be paid",
                # 4.9.1.2: a card not standing cannot be rested to pay a cost
                ("4.16.2", "8.5.1.3.2", "4.16.1", "4.9.1.2"),
            )
    return None


def pay_cost(ctx: Ctx, player: str, uid: str, card: Card, prog: Program, m: int) -> Proc:
    """Every cost of ``prog`` paid at once by ``player`` (8.5.1.3.2), after ``m`` (the step
    that used the technique): the steps that paid it, which put the technique in the
    resolution zone. The caller has checked it can be paid (``_unpayable``)."""
    paid: list[int] = []  # the cost paid: what puts the technique in the resolution zone
    for op in prog.cost:
        if op.kind == "rest_all":
            if not standing_energy(ctx, player):
                # read as payable with none standing (``rest_all_with_none_standing``): the rested
                # energy is not chosen and stays as it is (4.16.2)
                i = yield Mark(
                    caused_by=(m,),
                    clauses=("8.5.1.3.2", "4.16.2"),
                    ja=f"{player} のエネルギーはすべてレスト状態: 何もレストせずにコストの支払いとする",
                    en=f"all of {player}'s energy is rested: none is rested, the cost counts as paid",
                    touches=tuple(c.uid for c in ctx.zone(player, "energy")),
                )
                paid.append(i)
            for c in standing_energy(ctx, player):
                i = yield Orient(
                    uid=c.uid,
                    orientation="rest",
                    caused_by=(m,),
                    clauses=("8.5.1.3.2", "4.16.2"),
                    ja=f"コストとして {player} のエネルギーを1枚レストする",
                    en=f"{player} rests an energy card for the cost",
                )
                paid.append(i)
            continue
        if op.kind == "hand_reveal_cost":
            # 「手札の…カードをN枚公開する」: the payer picks N distinct cards so described among its
            # own hand (3.7.2), each shown to every player as the cost is paid (3.1.6) and staying
            # in the hand (3.1.8)
            shown: list[str] = []
            what = info_ja(op.info) + "".join(f"《{a}》" for a in op.attributes)
            for k in range(op.amount):
                pick = yield choose_card(
                    player,
                    [c for c in _cost_cards(ctx, player, op) if c.uid not in shown],
                    "cost_card",
                    f"コストとして公開する手札の{what}カードを選ぶ"
                    + (f"（{k + 1}枚目／{op.amount}枚）" if op.amount > 1 else ""),
                    "choose a hand card to reveal for the cost"
                    + (f" ({k + 1} of {op.amount})" if op.amount > 1 else ""),
                    (
                        "8.5.1.3.2",
                        "4.16.1",
                        *(("2.15.1",) if op.attributes else ()),
                        *info_clauses(op.info),
                    ),
                )
                shown.append(pick)
            i = yield Mark(
                caused_by=(m, *(s for u in shown for s in _returned_from_reveal(ctx, u))),
                clauses=(
                    "3.1.6",
                    "8.5.1.3.2",
                    "4.16.1",
                    "3.1.8",
                    *(("2.15.1",) if op.attributes else ()),
                    *info_clauses(op.info),
                ),
                ja=f"コストとして {player} の手札の "
                + "、".join(label(ctx, u) for u in shown)
                + " を公開する（手札に残る）",
                en=f"{player} reveals "
                + ", ".join(label(ctx, u) for u in shown)
                + " from the hand for the cost (they stay in the hand)",
                touches=tuple(shown),
                tag=HAND_REVEALED if shown else None,
                data={"player": player} if shown else {},
            )
            paid.append(i)
            # 4.12.1: they stay revealed while the ability is in the resolution zone
            yield SetVar(
                key=COST_REVEALED,
                value=[
                    *(ctx.state.vars.get(COST_REVEALED) or []),
                    *({"uid": u, "player": player, "source": uid} for u in shown),
                ],
            )
            continue
        if op.kind == "hand_cost":
            # 「あなたの手札 / ベンチのカードをN枚控え室に置く」: the payer picks each card among its
            # own hand / bench (those holding the attribute printed, 2.15.1)
            for k in range(op.amount):
                pick = yield choose_card(
                    player,
                    _cost_cards(ctx, player, op),
                    "cost_card",
                    f"コストとして{ZONE_JA.get(op.value, op.value)}に置く{_COST_FROM[op.who][0]}"
                    "のカードを選ぶ" + (f"（{k + 1}枚目／{op.amount}枚）" if op.amount > 1 else ""),
                    f"choose a {_COST_FROM[op.who][1]} card to put in the "
                    f"{ZONE_EN.get(op.value, op.value)} for the cost"
                    + (f" ({k + 1} of {op.amount})" if op.amount > 1 else ""),
                    ("8.5.1.3.2", "4.16.1", *(("3.4.2",) if op.who == "your_energy" else ())),
                )
                i = yield from _cost_move(
                    ctx,
                    player,
                    Move(
                        uid=pick,
                        player=player,
                        zone=op.value,
                        # the ring's one card (3.3.2.3): the cost names no count
                        clauses=(
                            "8.5.1.3.2",
                            "4.16.1",
                            *(("3.3.2.3",) if op.who == "your_ring" else ()),
                        ),
                        caused_by=(m,),
                        ja=f"コストとして {label(ctx, pick)} を{_COST_FROM[op.who][0]}から"
                        f"{ZONE_JA.get(op.value, op.value)}に置く",
                        en=f"{label(ctx, pick)} goes from the {_COST_FROM[op.who][1]} to the "
                        f"{ZONE_EN.get(op.value, op.value)} for the cost",
                    ),
                    m,
                )
                paid.append(i)
            continue
        if op.kind == "state_cost":
            # 「ベンチのカードをN枚レスト / リバースする」: the payer picks each among its standing
            # cards of that zone (4.9.1.2 / 4.9.1.3, 4.16.2); the energy, face down and of one
            # state (3.4.2), not told apart: the first N standing
            to = "reverse" if op.value == "reverse" else "rest"
            cl = "4.9.1.3" if to == "reverse" else "4.9.1.2"
            word = ("リバース", "reversed") if to == "reverse" else ("レスト", "rested")
            taken: list[str] = []
            for k in range(op.amount):
                left = [
                    c
                    for c in _state_cost_cards(ctx, player, uid, op, prog.cost)
                    if c.uid not in taken
                ]
                if op.who == "your_energy":
                    pick = left[0].uid
                else:
                    pick = yield choose_card(
                        player,
                        left,
                        "cost_card",
                        f"コストとして{word[0]}するベンチのカードを選ぶ"
                        + (f"（{k + 1}枚目／{op.amount}枚）" if op.amount > 1 else ""),
                        f"choose a bench card to be {word[1]} for the cost"
                        + (f" ({k + 1} of {op.amount})" if op.amount > 1 else ""),
                        ("8.5.1.3.2", "4.16.1", "4.16.2"),
                    )
                taken.append(pick)
                if to == "rest" and (j := (yield from _cost_rest_replaced(ctx, player, pick, m))):
                    paid.append(j)
                    continue
                i = yield Orient(
                    uid=pick,
                    orientation=to,
                    caused_by=(m,),
                    clauses=("8.5.1.3.2", "4.16.1", "4.16.2", cl),
                    ja=f"コストとして {label(ctx, pick)} を{word[0]}する"
                    + ("（どのエネルギーかは区別されない）" if op.who == "your_energy" else ""),
                    en=f"{label(ctx, pick)} is {word[1]} for the cost"
                    + (" (which energy is not told apart)" if op.who == "your_energy" else ""),
                )
                paid.append(i)
            continue
        if op.kind == "rest_energy":
            # N of the standing energy (4.16.2: a rested or reversed one is not chosen); which
            # of them is the payer's pick among face-down cards of one state (3.4.2), none of
            # which any rule tells apart: the first N standing are rested, and it is said so
            for c in standing_energy(ctx, player)[: op.amount]:
                i = yield Orient(
                    uid=c.uid,
                    orientation="rest",
                    caused_by=(m,),
                    # 4.9.1.2: 「レストする」 is a standing card's, and a cost may not rest one
                    # that is not standing (with 4.16.2) — why a standing energy pays
                    clauses=("8.5.1.3.2", "4.16.1", "4.16.2", "4.9.1.2"),
                    ja=f"コストとして {player} のスタンド状態のエネルギーを1枚レストする"
                    "（どのエネルギーかは区別されない）",
                    en=f"{player} rests a standing energy card for the cost (which one is not told "
                    "apart)",
                )
                paid.append(i)
            continue
        if op.kind == "reveal_cost":
            # 3.1.6: a card revealed as a cost is shown when every cost is paid (8.5.1.3.2); it
            # stays in its zone (3.1.8)
            i = yield Mark(
                caused_by=(m,),
                clauses=("3.1.6", "8.5.1.3.2", "3.1.8"),
                ja=f"コストとして {card.label} を公開する",
                en=f"{card.label} is revealed for the cost",
                touches=(uid,),  # type: ignore[arg-type]
                # this card revealed in its hand (a [手札] technique's cost): a reveal from the
                # hand (4.12.1)
                tag=HAND_REVEALED if zone_of(ctx, uid) == "hand" else None,  # type: ignore[arg-type]
                data={"player": card.owner} if zone_of(ctx, uid) == "hand" else {},  # type: ignore[arg-type]
            )
            paid.append(i)
            continue
        if op.kind == "rest":
            rev = op.value == "reverse"
            if not rev and (j := (yield from _cost_rest_replaced(ctx, player, uid, m))):  # type: ignore[arg-type]
                paid.append(j)
                continue
            i = yield Orient(
                uid=uid,  # type: ignore[arg-type]
                orientation="reverse" if rev else "rest",
                caused_by=(m,),
                clauses=("8.5.1.3.2", "4.9.1.3" if rev else "4.9.1.2"),
                ja=f"コストとして {card.label} を{'リバース' if rev else 'レスト'}する",
                en=f"{card.label} is {'reversed' if rev else 'rested'} for the cost",
            )
            paid.append(i)
            continue
        # 「山札の下に置く」: at the bottom (3.2.5: a card put in a deck goes on top unless said)
        at_ja, at_en = {"bottom": ("の下", " bottom"), "top": ("の上", " top")}.get(
            op.pos, ("", "")
        )
        i = yield from _cost_move(
            ctx,
            player,
            Move(
                uid=uid,  # type: ignore[arg-type]
                player=card.owner,
                zone=op.value,
                pos=op.pos or "top",
                clauses=("8.5.1.3.2", "2.14.5", *(("3.2.5",) if op.value == "deck" else ())),
                caused_by=(m,),
                ja=f"コストとして {card.label} を{ZONE_JA.get(op.value, op.value)}{at_ja}に置く",
                en=f"{card.label} goes to the{at_en} {ZONE_EN.get(op.value, op.value)} for the cost",
            ),
            m,
        )
        paid.append(i)
    return paid


def _cost_move(ctx: Ctx, player: str, ev: Move, m: int) -> Proc:
    """A card put in a zone to pay a cost (8.5.1.3.2): the move goes through the replaceable
    action for that event (``basic.to_zone``), so a replacement effect in force naming the card's
    being put there (「このカードがリタイヤ置場に置かれる時、かわりに控え室に置く」) applies to it as
    to any other (8.10.1: the event does not happen, the other one does). Replaced, the player has
    still done the action (8.10.1.1.1): the cost is paid, and a step says so. The step that paid
    it."""
    from ruling.games._vs.basic import to_zone

    i = yield from to_zone(ctx, ev)
    where = ctx.where(ev.uid)
    if where is not None and where[1] == ev.zone:
        return i
    return (
        yield Mark(
            caused_by=(m, ctx.last),
            clauses=("8.5.1.3.2", "8.10.1", "8.10.1.1.1"),
            ja=f"{player} はコストとして {label(ctx, ev.uid)} を{ZONE_JA.get(ev.zone, ev.zone)}に"
            "置く行動を行なったこととなる（置換された）",
            en=f"{player} has put {label(ctx, ev.uid)} in the {ZONE_EN.get(ev.zone, ev.zone)} for "
            "the cost (the move was replaced, yet the action was made)",
            touches=(ev.uid,),
        )
    )


def _cost_rest_replaced(ctx: Ctx, player: str, uid: str, m: int) -> Proc:
    """A card to be rested for a cost (8.5.1.3.2, 4.9.1.2) whose rest a replacement effect names
    (「…がレストする時、かわりに…」): the rest is carried out as the player's action, so the
    replacement applies (8.10.1); replaced, the player has still done it (8.10.1.1.1) — the cost
    is paid. The step that says so, or 0 when no replacement names it (the rest is made as it
    is)."""
    from ruling.games._vs.basic import rest_replaceable

    if not rest_replaceable(ctx, uid):
        return 0
    yield Do(
        "orient",
        {"card": uid, "to": "rest", "player": player},
        caused_by=(m,),
        clauses=("8.5.1.3.2", "4.9.1.2"),
    )
    return (
        yield Mark(
            caused_by=(m, ctx.last),
            clauses=("8.5.1.3.2", "8.10.1.1.1"),
            ja=f"{player} はコストとして {label(ctx, uid)} をレストする行動を行なったこととなる（レストは置き換えられた）",
            en=f"{player} has rested {label(ctx, uid)} for the cost (the rest was replaced, yet the "
            "action was made)",
        )
    )


def replacement_cost(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """The selection of a selection-type replacement effect (8.2.1.3.2 「かわりに[選択]してよい。
    そうしたら、[行動B]する」) made by ``player``: the items of the technique's selection
    (``card`` / ``index``: the technique), read as a cost is (4.16), made in full — if it cannot
    be, nothing is done and the replacement does not apply (8.10.3: a ``Reject``)."""
    from dataclasses import replace as _replace

    uid = p["card"]
    card = ctx.card(uid)
    # the selection is made by the technique's master (4.3.2: the player whose zone holds it)
    where = ctx.where(uid) if card is not None else None
    player = p.get("player") or (where[0] if where else ctx.state.turn.player)
    prog = _program(ctx, uid, int(p["index"])) if card is not None else None
    op = next((o for o in prog.ops if o.kind == "replace"), None) if prog is not None else None
    if card is None or op is None or len(op.value) < 3:
        yield Reject(
            "置換効果の選択が見つかりません",
            "no selection of a replacement effect",
            ("8.10.3",),
        )
        return
    if len(op.value) > 4:
        # the selection is the put of this card (``_selection_is_the_put``): always made while
        # the card is where it is (8.10.3); [行動B] after 「そうしたら」 is done after it. When it
        # cannot be done in full, whether the replacement still applies (8.2.1.3.2 / 8.10.3 name
        # only the selection) or not (the text's [行動B] read as a cost, 4.16) is the point
        # ``selection_then_as_cost``; a [行動B] doable in full settles it
        cant = _unpayable(ctx, player, _replace(prog, cost=op.value[4]), uid)
        if cant is not None:
            how = yield unsettled.choose(
                player, "vs", "selection_then_as_cost", {"effect": "effect", "cost": "cost"}
            )
            if how == "cost":
                yield _replace(cant, clauses=(*cant.clauses, "8.10.3", "4.16.1"))
                return
        yield Mark(
            clauses=("8.2.1.3.2", "8.10.3"),
            ja=f"{player} は {card.label} の置換効果の選択（{card.label} の移動）を選ぶ",
            en=f"{player} chooses the selection of {card.label}'s replacement effect (its move)",
            touches=(uid,),
        )
        return
    chosen = _replace(prog, cost=op.value[2])
    cant = _unpayable(ctx, player, chosen, uid)
    if cant is not None:
        yield _replace(cant, clauses=(*cant.clauses, "8.10.3"))
        return
    m = yield Mark(
        clauses=("8.2.1.3.2", "4.16.1"),
        ja=f"{player} は {card.label} の置換効果の選択を実行する",
        en=f"{player} makes the selection of {card.label}'s replacement effect",
        touches=(uid,),
    )
    yield from pay_cost(ctx, player, uid, card, chosen, m)


def replaced_then(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """A selection-type replacement whose selection is the put of its card (8.2.1.3.2,
    ``_selection_is_the_put``): the card is put in ``to`` instead (8.10.1), then [行動B], the
    technique's steps after 「そうしたら」, are done by its master (8.1.1.5) — as far as they can
    be (8.6.5), or in full where the reading ``selection_then_as_cost`` made that a condition."""
    uid = str(p["card"])
    src = str(p.get("technique") or uid)
    card = ctx.card(uid)
    master = card.owner if card is not None else ctx.state.turn.player
    prog = _program(ctx, src, int(p["index"])) if ctx.card(src) is not None else None
    op = next((o for o in prog.ops if o.kind == "replace"), None) if prog is not None else None
    if p.get("to") is None:
        # no put: the card stays where it is (8.10.1.1), the selection made; then [行動B], the
        # steps after 「そうしたら」, by the technique's master, 「このカード」 the technique's card
        # (its 「そのカード」, the card of the event, was read as the ring's when compiled)
        src_card = ctx.card(src)
        if op is None or prog is None or src_card is None or len(op.value) < 4:
            return
        yield from run_ops(
            ctx, src_card.owner, src, replace(prog, ops=tuple(op.value[3]), condition=None)
        )
        return
    yield Do(
        "put",
        {"card": uid, "to": p["to"]},
        clauses=("8.10.1", "8.2.1.3.2"),
    )
    if op is None or len(op.value) < 4:
        return
    moved = ctx.card(uid)
    if moved is None or zone_of(ctx, uid) != p["to"]:
        # 「そうしたら」: the put did not happen, so nothing follows (8.1.1.5)
        return
    yield from run_ops(ctx, master, uid, replace(prog, ops=tuple(op.value[3]), condition=None))


def replacing_steps(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """A replacement whose replacing action is steps of an effect (8.2.1.3.1, 8.10.1: the event
    does not happen, these do; 「（あなた|相手）がカードを引く時、かわりに、あなたのリタイヤを1枚
    選び、あなたの控え室に置く」): done by the technique's master (4.3.4), in the order written
    (8.1.1.5), once for each card the replaced draw would have drawn (4.10.3: 「N枚引く」 is
    「1枚引く」 N times, each replaced)."""
    src = str(p["technique"])
    card = ctx.card(src)
    prog = _program(ctx, src, int(p["index"])) if card is not None else None
    op = next((o for o in prog.ops if o.kind == "replace"), None) if prog is not None else None
    if card is None or prog is None or op is None or len(op.value) < 4:
        return
    for _ in range(max(1, int(p.get("amount") or 1))):
        yield from run_ops(
            ctx, card.owner, src, replace(prog, ops=tuple(op.value[3]), condition=None)
        )


def use(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """6.6.1.2 / 8.5: an activated technique used in the ability phase: its card in its [領域]
    (8.1.1.1.1), every cost paid at once (8.5.1.3.2), then it is put in the resolution zone
    (8.5.2) and resolved after the check timing (8.1.1.1.2)."""
    st = ctx.state
    player = p.get("player") or st.turn.player
    uid = find_card(ctx, p["card"], player)
    card = ctx.card(uid) if uid else None
    if card is None:
        yield Reject(f"{p['card']} が見つかりません", f"{p['card']} not found", ())
        return
    # an action that names no player is tried by the card's master, the player whose zone
    # holds it (4.3.2), not by the turn player: 6.6.1.2 then reads whether that player may
    where = ctx.where(uid)  # type: ignore[arg-type]
    player = p.get("player") or (where[0] if where else card.owner)
    # ``ability: k``: the card's k-th technique as printed (as ``pending`` counts them, and the
    # other games' ``ability``), which must be an activated one; none given: its first activated
    acts = [(i, prog) for i, prog in programs(card) if prog.kind == "activated"]
    k = p.get("ability")
    if k is not None:
        acts = [(i, prog) for i, prog in acts if i + 1 == int(k)]
    if not acts:
        yield Reject(
            f"{card.label} には（対応している）{k or 1}番目の起動能力がありません",
            f"{card.label} has no (supported) activated technique number {k or 1}",
            ("8.1.1.1",),
        )
        return
    idx, prog = acts[0]
    if prog.keyword == "cancel":
        # used as an activated technique outside the cancel activation timing: refused (8.1.1.1.3,
        # 4.5.1); its cost is paid only when an opponent's ability in the resolution zone can be
        # chosen (12.1.1), the one to cancel chosen as it is used (8.5.1.3.1) — none to choose here
        yield Reject(
            "キャンセルはキャンセル起動タイミングでのみ起動できます（相手の能力が解決領域にあり、無効化する"
            "能力を選べる時にのみコストを支払える）",
            "a cancel is used only in the cancel activation timing (its cost is paid only when an "
            "opponent's ability in the resolution zone can be chosen)",
            ("8.1.1.1.3", "4.5.1", "12.1.1", "8.5.1.3.1"),
        )
        return
    if player != st.turn.player or st.turn.phase not in (None, "ability"):
        # only a cancel has a timing of its own, the cancel activation timing (8.1.1.1.3): this
        # technique is none
        yield Reject(
            "起動能力はターンプレイヤーがアビリティフェイズ中に使用します（キャンセル起動タイミングで"
            "使えるのはキャンセルだけ）",
            "the turn player uses activated techniques in the ability phase (only a cancel is "
            "used in the cancel activation timing)",
            ("6.6.1.2", play_timing_clause(st.turn.phase), "8.1.1.1.3"),
        )
        return
    if not _in_area(ctx, uid, prog):  # type: ignore[arg-type]
        yield Reject(
            f"{card.label} は技の[領域]にないため、この起動能力は使用できません",
            f"{card.label} is not in the technique's [zone]: it cannot be used",
            ("8.1.1", "8.1.1.1.1", "2.14.4"),
        )
        return
    if _spent(ctx, uid, idx, prog):  # type: ignore[arg-type]
        # 8.12.4: an activated technique that 「使えない」 is not used
        ja, en = _spent_why(ctx, uid, idx, prog)  # type: ignore[arg-type]
        yield Reject(
            f"{ja}: 起動できません",
            f"{en}: it cannot be activated",
            ("8.12.4", "8.12.1", *_spent_by_effect(ctx, uid, idx, prog)),  # type: ignore[arg-type]
        )
        return
    if (
        prog.limit is not None  # type: ignore[union-attr]
        and turn_cancelled(ctx, uid, idx, prog.limit_per) > 0  # type: ignore[arg-type, union-attr]
        and turn_uses(ctx, uid, idx, prog.limit_per)  # type: ignore[arg-type, union-attr]
        + turn_cancelled(ctx, uid, idx, prog.limit_per)  # type: ignore[arg-type, union-attr]
        >= prog.limit  # type: ignore[union-attr]
        and (
            yield unsettled.choose(
                player,
                "vs",
                "cancelled_activation_counts",
                {"not_used": False, "used": True},
            )
        )
    ):
        # 「この技は1ターンにN回まで使える」 counting its activations (8.1.1.1.2 「使用された起動
        # 能力は解決領域に置かれます」), a cancelled one among them: it 「使えない」 (8.12.4)
        game = prog.limit_per == "game"  # type: ignore[union-attr]
        yield Reject(
            f"{label(ctx, uid)} の技は{'このゲーム' if game else 'このターン'}にすでに起動されている"  # type: ignore[arg-type]
            "（キャンセルされた起動も使用と数える読み）"
            f"（1{'ゲーム' if game else 'ターン'}に{prog.limit}回まで）: 起動できません",  # type: ignore[union-attr]
            f"{label(ctx, uid)}'s technique was already activated this {'game' if game else 'turn'} "  # type: ignore[arg-type]
            f"(a cancelled activation counted as a use; at most {prog.limit}): it cannot be "  # type: ignore[union-attr]
            "activated",
            ("8.12.4", "8.1.1.1.2", "8.12.1"),
        )
        return
    # 6.6.1.2: the turn player's activation timing in the ability phase — the use is tried in it
    # (and a cost that cannot be paid cancels the use made in it, 8.5.1.3.2)
    in_phase = (
        ("6.6.1.2",)
        if ctx.state.turn.phase == "ability" and player == ctx.state.turn.player
        else ()
    )
    none_ok = False
    if _rest_all_none(ctx, player, prog) and _unpayable(ctx, player, prog, uid, True) is None:  # type: ignore[arg-type]
        # 8.5.1.3.2 (one or more, else cancelled: the engine's reading) against 4.16.2 (the
        # payment can be carried out, rested energy simply not chosen): both are run
        none_ok = yield unsettled.choose(
            player,
            "vs",
            "rest_all_with_none_standing",
            {"cancelled": False, "paid_with_none": True},
        )
    shared = _one_card_two_parts(ctx, player, uid, prog)  # type: ignore[arg-type]
    if shared is not None and (yield from unsettled.one_card_two_cost_parts("vs", player)):
        # the one standing card answers both parts of the cost paid at one moment (8.5.1.3.2):
        # resting it once pays them — the reading ``both`` of one_card_two_cost_parts
        yield Mark(
            clauses=("8.5.1.3.2", "4.16.1"),
            ja=f"{card.label} はコストの両方の部分に当てはまり、1度のレストで両方を支払う",
            en=f"{card.label} answers both parts of the cost: resting it once pays them",
            touches=(uid,),  # type: ignore[arg-type]
        )
        prog = replace(prog, cost=shared)
    refused = _unpayable(ctx, player, prog, uid, none_ok)  # type: ignore[arg-type]
    if refused is not None:
        # the cost refused is the technique's [コスト] as printed (8.1.1.1.1 「[領域][コスト]と表記
        # されています」, 2.14.5 「[] によってくられたコストは、技を使うためのコストを表します」)
        yield replace(refused, clauses=(*refused.clauses, "8.1.1.1.1", "2.14.5", *in_phase))
        return
    zone = zone_of(ctx, uid) or ""  # type: ignore[arg-type]
    if any(op.kind == "rest" for op in prog.cost) and not zone.startswith("bench"):
        # 4.9.1 gives the stand / rest / reverse states to bench and energy cards only; 4.9.1.4
        # puts every card that moves between zones standing: whether a card elsewhere (the ring)
        # can be rested for 「このカードをレストする」 is not settled. The engine's reading: it
        # stands (4.9.1.4) and is rested; the other: it has no state, the cost cannot be paid
        # and the use is cancelled (4.9.1.2, 8.5.1.3.2)
        stands = yield Choose(
            player,
            "reading",
            f"4.9.1・4.9.1.4 の読み方: {card.label} は配置状態を持つか（4.9.1 はベンチとエネルギー置場のカード"
            "にだけ配置状態を与え、4.9.1.4 は領域を移動したカードをスタンド状態で置く）",
            f"the reading of 4.9.1, 4.9.1.4: does {card.label} have a stand / rest state (4.9.1 gives "
            "one to bench and energy cards only; 4.9.1.4 puts a card that moved standing)?",
            (
                Option(
                    "stand", "スタンド状態（4.9.1.4）: レストできる", "standing (4.9.1.4)", True
                ),
                Option(
                    "none", "配置状態が無い（4.9.1）: レストできない", "no state (4.9.1)", False
                ),
            ),
            ("4.9.1", "4.9.1.4"),
            reading=True,
        )
        if not stands:
            yield Reject(
                f"{card.label} は配置状態を持たずレストできないため、コストは支払えず使用は取り消されます",
                f"{card.label} has no stand / rest state and cannot be rested: the cost cannot be "
                "paid and the use is cancelled",
                ("4.9.1", "4.9.1.2", "8.5.1.3.2", "1.3.2"),
            )
            return
    # its card is in the zone its [領域] names: it may be used (8.1.1.1.1, 2.14.4)
    area = ("8.1.1.1.1", "2.14.4", *area_clauses(prog.areas)) if prog.areas else ()
    m = yield Mark(
        clauses=("8.5.1.2", "8.5.1.1", "4.3.4", *area, *in_phase),
        ja=f"{player} は {card.label} の起動能力を使用する",
        en=f"{player} uses {card.label}'s activated technique",
    )
    if prog.cost and not prog.ops:
        # a cost and nothing after it: does using it pay the cost (2.14.9, 8.5.1.3.2) or does
        # nothing happen at all (2.14.3)? The audit's empty_technique_cost, both readings run,
        # the engine's (paid) first
        nothing = yield unsettled.choose(
            player, "vs", "empty_technique_cost", {"paid": False, "nothing": True}
        )
        if nothing:
            yield Mark(
                clauses=("2.14.3",),
                caused_by=(m,),
                touches=(uid,),  # type: ignore[arg-type]
                ja=f"{card.label} の技には技効果が何も書かれていないため、何も起こらない（コストも支払われない）",
                en=f"{card.label}'s technique has nothing written as its effect: nothing happens "
                "(its cost is not paid either)",
            )
            return
    placed = card.placed  # its stay as it is used: a cost may move it (3.8.6)
    paid = yield from pay_cost(ctx, player, uid, card, prog, m)  # type: ignore[arg-type]
    yield Mark(
        clauses=("8.5.2", "8.1.1.1.2"),
        caused_by=(m, *paid),
        ja=f"{card.label} の起動能力が解決領域に置かれる",
        en=f"{card.label}'s activated technique goes to the resolution zone",
        tag="activated",
        data={"master": player, "uid": uid, "index": idx, "placed": placed},
    )
    # 8.1.1.1.2: then a check timing comes, and the player with the ability use timing resolves
    # it: the technique is resolved before anything else is done
    yield CheckTiming(("8.1.1.1.2",))
