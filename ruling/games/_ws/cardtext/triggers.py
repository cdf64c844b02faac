"""Trigger clauses (「〜時」) read into ``Trig``."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ruling.cardtext.nouns import exact_number
from ruling.cardtext.terms import sole_relative
from ruling.cardtext.triggers import became_place
from ruling.lazy import module

if TYPE_CHECKING:
    from grammar import ast as A
else:  # read when a card's text is compiled, not when the game is loaded
    A = module("grammar.ast")
from ruling.abilities import Unsupported
from ruling.games._ws.cardtext.conditions import (
    _during,
    _either_owner,
    _icon_relative,
    _modifier_relative,
    condition,
    entered_turn,
)
from ruling.games._ws.cardtext.effects import _named_slot, bare_keyword
from ruling.games._ws.cardtext.ir import (
    Cond,
    Sel,
    Trig,
    orientation,
    trig_ext,
    with_trig,
    ws_sel,
    ws_trig,
)
from ruling.games._ws.cardtext.nouns import _ONE_SLOT, place_of_relative, sel
from ruling.games._ws.lexicon import CHARACTER_USED, USED_KEYWORDS
from ruling.games._ws.lexicon import PLACED_BY as KW_PLACED_BY
from ruling.games._ws.vocab import (
    PHASES,
    TRIGGER_TIMINGS,
    VOCAB,
    ZONES,
)

# the shared layer's game-neutral readers (``ruling.cardtext``), read when a card's text is
# compiled: argument roles, counts, connectors, conditions joined by で / chained, timings
sh_cond = module("ruling.cardtext.conditions")
sh_steps = module("ruling.cardtext.steps")
sh_trig = module("ruling.cardtext.triggers")


# --------------------------------------------------------------------------- triggers


# chapter 10's keywords (``lexicon.KEYWORDS``): USED_KEYWORDS, whose 『X』を使った is an event of
# the game (10.5.3, 10.7.4, 10.8.5, 10.11.4, 10.12.3, 10.13.3, 10.14.3, 10.15.3, 10.2.4);
# 『X』で舞台に置かれた時 (10.8.4, 10.15.3, 10.2.4, 10.16.3), and the standby icon's effect (4.12.2.10)
PLACED_BY = (*KW_PLACED_BY, "standby")
# the state a card may be named in before it turns (「【スタンド】しているキャラが【レスト】した時」)
_ORIENTED_FROM: dict[str, tuple[str, ...]] = {"rest": ("stand",), "stand": ("rest", "reverse")}
# keywords a character is said to use (「このカードがアンコールを使った時」): the zones its effect
# puts it onto the stage from (10.2.4: 「アンコール能力の効果により…控え室から舞台に置かれた時」):
# ``lexicon.CHARACTER_USED``
# a card turned to an orientation (4.6.1.1 「スタンドする」, 4.6.1.2 「レストする」): the verb → the
# trigger's event (the runtime's ``automatic.ORIENTED``)
ORIENT_EVENTS = {"rest": "rested", "stand": "stood"}
# a zone-move trigger's destination 「離れた」: any zone other than the one it left (the runtime's
# ``automatic.ELSEWHERE``)
ELSEWHERE = "elsewhere"

# trigger icons whose effect puts a character onto the stage (4.12.2.10.1 スタンバイ), read as the
# means of a placement: 「このカードが[[standby.gif]]の効果で舞台に置かれた時」
_PLACING_ICONS = ("standby",)


# cards a trigger names by their slot's relation to this card's (selection.RELATED_CLAUSES)
_RELATED = ("facing", "front", "behind", "adjacent")


def _any_opponent_character(np: Any) -> bool:
    """「相手のキャラ」 / 「相手」 with nothing more said: any character of the opponent."""
    if not isinstance(np, A.NounPhrase):
        return False
    try:
        who = sel(np)
    except Unsupported:
        return False
    return who in (Sel(owner="opponent"), ws_sel(owner="opponent", kinds=("character",)))


def _moment(phase: str | None, point: str | None) -> str | None:
    """A phase or step's start or end read as a trigger condition: one the rules raise
    (``vocab.TRIGGER_TIMINGS``), else refused — 「メインフェイズの終わりに」 / 「エンドフェイズの
    始めに」 name no trigger condition, and an ability waiting for one would never fire."""
    if (phase, point) not in TRIGGER_TIMINGS:
        raise Unsupported(f"a trigger at the {point} of the {phase} (no such trigger condition)")
    return phase


def _icon_effect(np: A.NounPhrase | A.Duration | None) -> str | None:
    """「[[X]]の効果」: the trigger icon X's effect, when it is one that puts a card onto the
    stage (``_PLACING_ICONS``); None otherwise."""
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and isinstance(np.terms[0], A.Icon)
        and np.terms[1] == A.CardKind("effect")
        and np.links == ("の",)
        and np.terms[0].name in _PLACING_ICONS
    ):
        return np.terms[0].name
    return None


def _effect_of(np: A.NounPhrase | A.Duration | None) -> tuple[tuple[str, ...], str | None] | None:
    """「X」の効果 / 「X」の【起】の効果 / 「X」の【自】の効果: the card names and the ability kind."""
    if not isinstance(np, A.NounPhrase) or not np.terms or np.terms[-1] != A.CardKind("effect"):
        return None
    terms = list(np.terms[:-1])
    kind = None
    if terms and terms[-1] in (A.CardKind("activated_ability"), A.CardKind("auto_ability")):
        kind = "activated" if terms.pop() == A.CardKind("activated_ability") else "auto"
    links = np.links[: len(terms) - 1] if terms else ()
    if not terms or not all(isinstance(t, A.Name) for t in terms) or any(x != "か" for x in links):
        return None
    return tuple(t.text for t in terms), kind  # type: ignore[union-attr]


def _effect_of_another(np: Any) -> tuple[str, ...]:
    """「「X」以外のカードの効果で」: the effect of a card not named X (「以外の」, ``Sel.but``) — the
    names X; () for any other phrase."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) < 2 or np.terms[-1] != _EFFECT:
        return ()
    card = sel(A.NounPhrase(np.terms[:-1], np.links[:-1]))
    if (
        dataclasses.replace(card, but=()) not in (Sel(), Sel(kinds=("card",)))
        or not card.but
        or any(b != Sel(names=b.names) or not b.names for b in card.but)
    ):
        return ()
    return tuple(n for b in card.but for n in b.names)


def _effect_of_kind_except(np: Any) -> tuple[str, ...]:
    """「CXの効果以外で」: by anything but the effect of a card of that type (an ability of a
    climax, 8.2.1) — the card types; () for any other phrase. What else moves the card (a cost,
    a rule process, a game action, another card's effect) is not excluded."""
    if (
        not isinstance(np, A.NounPhrase)
        or len(np.terms) != 3
        or np.terms[-1] != A.Ref("except")
        or np.terms[-2] != _EFFECT
        or np.links[0] != "の"
    ):
        return ()
    card = sel(A.NounPhrase(np.terms[:1], ()))
    if card.kinds is None or len(card.kinds) != 1 or card != Sel(kinds=card.kinds):
        return ()
    return tuple(card.kinds)


def _bare_word(np: A.NounPhrase | A.Duration | None) -> str | None:
    """A keyword written without 『』 that the grammar leaves as one unread word
    (「アンコールを使った時」, 「集中を使った時」): the keyword of chapter 10 it names
    (``effects.bare_keyword``), None for another word."""
    if isinstance(np, A.NounPhrase) and len(np.terms) == 1:
        return bare_keyword(np.terms[0])
    return None


def _quoted_keyword(np: A.NounPhrase | A.Duration | None) -> str | None:
    """『X』: the name of a quoted keyword that stands alone (no text of its own)."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 1:
        return None
    q = np.terms[0]
    if isinstance(q, A.Unknown | A.Name):
        # the keyword named without its quotes, or in 「」: the same keyword
        return bare_keyword(q)
    if not isinstance(q, A.Quote) or len(q.abilities) != 1:
        return None
    ab = q.abilities[0]
    if ab.keyword is None or ab.effect is not None or ab.trigger is not None or ab.cost:
        return None
    return ab.keyword.name


def _this_cards_keyword(np: A.NounPhrase | A.Duration | None) -> str | None:
    """「このカードの『X』」: the name of this card's quoted keyword."""
    if (
        isinstance(np, A.NounPhrase)
        and len(np.terms) == 2
        and np.terms[0] == A.Ref("this_card")
        and isinstance(np.terms[1], A.Quote)
        and len(np.terms[1].abilities) == 1
        and np.terms[1].abilities[0].keyword is not None
    ):
        return np.terms[1].abilities[0].keyword.name
    return None


def _activated_of(obj: Any) -> Sel | None:
    """「他のあなたのキャラの【起】」: the cards whose activated abilities are meant (a description
    of the cards, no reference), else None."""
    if (
        not isinstance(obj, A.NounPhrase)
        or len(obj.terms) < 2
        or obj.terms[-1] != A.CardKind("activated_ability")
        or obj.links[-1] != "の"
    ):
        return None
    held = sel(A.NounPhrase(obj.terms[:-1], obj.links[:-1]))
    if held.ref is not None or held.zone not in (None, "stage") or held.count is not None:
        raise Unsupported("a use trigger of the activated abilities of these cards")
    return ws_sel(held, zone=None)


_THAT_DAMAGE = A.NounPhrase((A.Ref("that"), A.Word("damage")), ("",))
_PLAYERS = {A.NounPhrase((A.Owner(w),)): w for w in ("you", "opponent")}


def _done_then(first: A.Action, when: A.Action, t: A.Trigger) -> Trig | None:
    """Two events said of one thing, the first of them in the continuative form:
    「あなたがダメージを受け、そのダメージがキャンセルされた(なかった)時」 — the damage process of
    that player ended cancelled (4.10.1.2) / not (4.10.1.3), as 「あなたの受けたダメージがキャンセル
    された(なかった)時」; 「あなたがコストを払って、…【起】を使った時」 — using an activated ability
    is having paid its cost (8.1.1.1.2), so the use said with its payer: 「あなたが…【起】を使った
    時」. None for other clauses."""
    if first.form not in (A.Form.TE, A.Form.CONTINUATIVE) or first.modal or first.more:
        return None
    fargs = sh_cond.args_of(first)
    rel = when.args[0].value.terms[0] if when.verb == "when" and len(when.args) == 1 else None  # type: ignore[union-attr]
    c = rel.clause if isinstance(rel, A.Relative) else None
    if not isinstance(c, A.Action):
        return None
    who = fargs.get(A.Role.SUBJECT)
    if first.verb == "receive" and fargs == {A.Role.SUBJECT: who, A.Role.OBJECT: _DAMAGE}:
        if (
            who not in _PLAYERS
            or c.verb != "cancel"
            or c.form not in (A.Form.PASSIVE_PAST, A.Form.PASSIVE_NEG_PAST)
            or sh_cond.args_of(c) != {A.Role.SUBJECT: _THAT_DAMAGE}
        ):
            return None
        event = "damage_cancelled" if c.form is A.Form.PASSIVE_PAST else "damage_taken"
        return Trig(event, owner=_PLAYERS[who], during=_during(t.during))  # type: ignore[index]
    cost = A.NounPhrase((A.Stat("cost"),))
    if first.verb == "pay" and fargs == {A.Role.SUBJECT: who, A.Role.OBJECT: cost}:
        if who not in _PLAYERS or c.verb != "use" or A.Role.SUBJECT in sh_cond.args_of(c):
            return None
        said = dataclasses.replace(c, args=(A.Arg(A.Role.SUBJECT, who), *c.args))  # type: ignore[arg-type]
        e2 = dataclasses.replace(
            when, args=(dataclasses.replace(when.args[0], value=A.NounPhrase((A.Relative(said),))),)
        )
        used = trigger(dataclasses.replace(t, event=e2))
        if used.event != "used" or (used.subject or Sel()).kinds != ("activated",):
            return None
        return used
    return None


def _trigger_and(e: A.Action, t: A.Trigger) -> Trig:
    """A trigger event with a circumstance before it: 「このカードが手札から舞台に置かれたターン中、
    …時」, 「あなたのメインフェイズ中、…時」, 「このカードがプレイされて舞台に置かれた時」; two
    events said of one thing (``_done_then``)."""
    clauses = [c for c in (sole_relative(a.value) for a in e.args) if c is not None]
    if len(clauses) != 2 or not isinstance(clauses[1], A.Action):
        raise Unsupported("a trigger and")
    first, when = clauses
    then = _done_then(first, when, t) if isinstance(first, A.Action) else None
    if then is not None:
        return then
    by_kw = _keyword_done_then_put(first, when)
    if by_kw is not None:
        return trigger(A.Trigger(event=by_kw, during=t.during, pause=t.pause))
    if first.verb == "play" and first.form is A.Form.PASSIVE_TE:
        # このカードがプレイされて舞台に置かれた時 (a character, 8.6.2.5.1) / クライマックス置場に
        # 置かれた時 (a climax, 8.6.2.5.3): the card put there by its play
        subject = sh_cond.args_of(first)
        if set(subject) != {A.Role.SUBJECT} or first.modal:
            raise Unsupported("a trigger and")
        rel = when.args[0].value.terms[0] if when.verb == "when" and when.args else None  # type: ignore[union-attr]
        c = rel.clause if isinstance(rel, A.Relative) else None
        goal = sh_cond.args_of(c).get(A.Role.GOAL) if c is not None else None
        zone = goal.terms[0] if goal is not None and len(goal.terms) == 1 else None
        dst = {"stage": "stage", "climax_area": "climax"}.get(getattr(zone, "id", ""))
        if (
            c is None
            or c.verb != "put"
            or c.form is not A.Form.PASSIVE_PAST
            or set(sh_cond.args_of(c)) != {A.Role.GOAL}
            or not isinstance(zone, A.Zone)
            or dst is None
        ):
            raise Unsupported("a trigger and")
        if subject[A.Role.SUBJECT] == A.NounPhrase((A.Ref("this_card"),)):
            return Trig("placed", subject=Sel(ref="this"), dst=(dst,), means="play")
        # 「他のあなたのキャラがプレイされて舞台に置かれた時」: another card put there by its play —
        # the trigger 「…が舞台に置かれた時」 of that subject, its means the play (8.6.2.5.1)
        put = dataclasses.replace(c, args=(A.Arg(A.Role.SUBJECT, subject[A.Role.SUBJECT]), *c.args))
        placed = trigger(
            A.Trigger(
                event=dataclasses.replace(
                    when,
                    args=(
                        dataclasses.replace(when.args[0], value=A.NounPhrase((A.Relative(put),))),
                    ),
                ),
                during=t.during,
                pause=t.pause,
            )
        )
        if placed.event != "placed" or placed.means is not None or placed.dst != (dst,):
            raise Unsupported("a trigger and")
        return dataclasses.replace(placed, means="play")
    if (
        isinstance(first, A.Action)
        and first.verb in ("exist", "exist_thing")
        and first.form in (A.Form.TE, A.Form.CONTINUATIVE)
        and not first.modal
        and not first.more
    ):
        # 「このカードが後列にいて、…時」 / 「あなたのクロックの一番上にこのカードがあり、…時」: a
        # state before the event is part of the trigger condition (8.1.1.2.1 「(条件)した時」):
        # the ability triggers on the event only while the state holds then (``holds``), read as
        # the condition 「このカードが後列にいるなら」
        state = condition(A.Condition(dataclasses.replace(first, form=A.Form.FINAL)))
        inner = trigger(A.Trigger(event=when, during=t.during, pause=t.pause))
        if inner.event == "any" or trig_ext(inner, "holds") is not None:
            raise Unsupported("a state before a trigger of this shape")
        return with_trig(inner, holds=state)
    pred = first.arg(A.Role.PREDICATE) if first.verb == "be" else None
    if pred is None or len(first.args) != 1:
        raise Unsupported("a trigger and")
    return _circumstance(pred.terms, trigger(A.Trigger(event=when, during=t.during)))


def _keyword_done_then_put(first: Any, when: A.Action) -> A.Action | None:
    """「このカードがアンコールされて舞台に置かれた時」 / 「他のあなたのキャラがアンコールされて舞台
    に置かれた時」: the keyword done to the card (されて) and the card put onto the stage by it — the
    same trigger as 「…がアンコールで舞台に置かれた時」 (the keyword's effect puts it there, 10.2.4):
    that event, the keyword as its means. None for another shape."""
    if not (
        isinstance(first, A.Action)
        and first.verb == "do"
        and first.form is A.Form.PASSIVE_TE
        and not first.modal
        and [a.role for a in first.args] == [A.Role.SUBJECT, A.Role.NONE]
        and when.verb == "when"
        and len(when.args) == 1
    ):
        return None
    kw = first.args[1].value
    if not (
        isinstance(kw, A.NounPhrase)
        and len(kw.terms) == 1
        and isinstance(kw.terms[0], A.Unknown)
        and (kw.terms[0].text in PLACED_BY or kw.terms[0].text in CHARACTER_USED)
    ):
        return None
    rel = when.args[0].value.terms[0] if isinstance(when.args[0].value, A.NounPhrase) else None
    put = rel.clause if isinstance(rel, A.Relative) else None
    if not (
        isinstance(put, A.Action)
        and put.verb == "put"
        and put.form is A.Form.PASSIVE_PAST
        and [a.role for a in put.args] == [A.Role.GOAL]
        and put.args[0].value == A.NounPhrase((A.Zone("stage"),))
    ):
        return None
    args = (first.args[0], A.Arg(A.Role.MEANS, kw), put.args[0])
    clause = dataclasses.replace(put, args=args)
    return dataclasses.replace(
        when, args=(dataclasses.replace(when.args[0], value=A.NounPhrase((A.Relative(clause),))),)
    )


def _circumstance(terms: tuple[Any, ...], base: Trig) -> Trig:
    """A trigger read only in the period printed before it (「…ターン中、」 / 「…フェイズ中、」):
    ``terms`` is that period, ``base`` the trigger after it."""
    if base.event == "any":  # 「…ターン中、A時かB時」: each of them, in that period
        return dataclasses.replace(base, parts=tuple(_circumstance(terms, p) for p in base.parts))
    if (
        len(terms) == 3
        and isinstance(terms[0], A.Relative)
        and terms[1:] == (A.Word("turn"), A.Word("during"))
    ):
        zones = entered_turn(A.NounPhrase(terms, ("", "")))
        if zones is None:
            raise Unsupported("a trigger and")
        return with_trig(base, entered=zones)
    if (
        len(terms) == 3
        and isinstance(terms[0], A.Owner)
        and terms[0].who in ("you", "opponent")
        and isinstance(terms[1], A.Word)
        and terms[1].id in PHASES
        and terms[2] == A.Word("during")
    ):
        return with_trig(base, phase_during=(terms[0].who, PHASES[terms[1].id]))
    if (
        len(terms) == 2
        and isinstance(terms[0], A.Word)
        and terms[0].id in PHASES
        and terms[1] == A.Word("during")
    ):
        # 「アタックフェイズ中、…時」: that phase of either player's turn (no owner printed)
        return with_trig(base, phase_during=(None, PHASES[terms[0].id]))
    raise Unsupported("a trigger and")


def _battling_reverse(battle: A.Action, rev: A.Action, t: A.Trigger) -> Trig:
    """このカードとバトルしているキャラが【リバース】した時 (its battle opponent) / バトルしている
    このカードが【リバース】した時 (this card, reversed in a battle)."""
    bargs, rargs = sh_cond.args_of(battle), sh_cond.args_of(rev)
    other = False
    if set(bargs) == {A.Role.NONE} and bargs[A.Role.NONE] == A.NounPhrase(
        (A.Ref("this_card"), A.Word("battle")), ("の",)
    ):
        # 「このカードのバトルしているキャラ」: the character in the battle with this card — its
        # battle opponent (7.2.1.5.1), as 「このカードとバトルしているキャラ」
        bargs = {A.Role.NONE: A.NounPhrase((A.Word("battle"),)), A.Role.WITH: _THIS_CARD}
    if bargs.get(A.Role.NONE) == A.NounPhrase((A.Ref("other"), A.Word("battle")), ("の",)):
        # 他のバトルしているあなたのキャラ: 他の is the character's
        other = True
        bargs[A.Role.NONE] = A.NounPhrase((A.Word("battle"),))
    if bargs.get(A.Role.NONE) != A.NounPhrase((A.Word("battle"),)) or set(rargs) != {
        A.Role.SUBJECT
    }:
        raise Unsupported("a trigger of this shape")
    subj = sel(rargs[A.Role.SUBJECT])
    during = _during(t.during)
    if set(bargs) == {A.Role.NONE} and subj.ref is None:
        # 他のバトルしているあなたのキャラが【リバース】した時: a character reversed while in a
        # battle (7.2.1.5.1)
        if subj.zone not in (None, "stage") or subj.count is not None:
            raise Unsupported("a trigger of this shape")
        if subj.kind not in (None, "character"):
            raise Unsupported("a trigger of this shape")
        return Trig(
            "reversed",
            subject=ws_sel(subj, other=other or subj.other, in_battle=True),
            during=during,
        )
    if other:
        raise Unsupported("a trigger of this shape")
    if (
        set(bargs) == {A.Role.NONE, A.Role.WITH}
        and subj == ws_sel(kinds=("character",))
        and bargs[A.Role.WITH] != A.NounPhrase((A.Ref("this_card"),))
    ):
        # 他のあなたのキャラとバトルしているキャラが【リバース】した時: the battle opponent of a
        # character the filters name (7.2.1.5.1)
        holder = sel(bargs[A.Role.WITH])
        if holder.ref is not None or holder.zone not in (None, "stage") or holder.count is not None:
            raise Unsupported("a trigger of this shape")
        return ws_trig("reversed", subject=Sel(ref="battle_opponent_of"), of=holder, during=during)
    if set(bargs) == {A.Role.NONE, A.Role.WITH} and bargs[A.Role.WITH] == A.NounPhrase(
        (A.Ref("this_card"),)
    ):
        if subj.ref is not None or subj.zone or subj.owner or subj.count is not None:
            raise Unsupported("a trigger of this shape")
        return Trig("reversed", subject=ws_sel(subj, ref="battle_opponent"), during=during)
    if set(bargs) == {A.Role.NONE} and subj == Sel(ref="this"):
        return Trig("reversed", subject=ws_sel(ref="this", in_battle=True), during=during)
    raise Unsupported("a trigger of this shape")


# the steps of an attack sub-phase (7.1.2: アタック宣言ステップ … バトルステップ), by phase id
_ATTACK_STEPS = ("declaration", "trigger", "counter", "damage", "battle")

_ATTACKS = {
    "attack": None,
    "direct_attack": "direct",
    "front_attack": "front",
    "side_attack": "side",
}


def _attacking_dealer(give: A.Action) -> Trig | None:
    """「あなたの(ダイレクト)アタックしているキャラの与えたダメージ」: the damage's source is the
    attacking character (7.2.1.5) of that player — of the attack of that kind when one is named
    (ダイレクトアタック, 7.2.1.4) — as a subject of 「damage_dealt」 / 「damage_cancelled」; None for
    another giver."""
    gargs = sh_cond.args_of(give)
    giver = gargs.get(A.Role.SUBJECT_NO)
    if set(gargs) != {A.Role.SUBJECT_NO} or not isinstance(giver, A.NounPhrase):
        return None
    if len(giver.terms) != 2 or giver.terms[1] != A.CardKind("character") or giver.links != ("",):
        return None
    rel = giver.terms[0]
    if not isinstance(rel, A.Relative) or rel.clause.form is not A.Form.PROGRESSIVE:
        return None
    if rel.clause.verb not in _ATTACKS:
        return None
    whose = sh_cond.args_of(rel.clause)
    owner = whose.get(A.Role.SUBJECT_NO)
    if set(whose) != {A.Role.SUBJECT_NO} or owner not in (
        A.NounPhrase((A.Owner("you"),)),
        A.NounPhrase((A.Owner("opponent"),)),
    ):
        return None
    who = "opponent" if owner == A.NounPhrase((A.Owner("opponent"),)) else "you"
    return ws_trig(
        "damage_dealt",
        subject=ws_sel(owner=who, kind="character", attacking=True),
        attack_kind=_ATTACKS[rel.clause.verb],
    )


def _character_dealer(give: A.Action) -> Sel | None:
    """「あなたのキャラの与えたダメージ」 / 「相手のキャラの…」 / 「他のあなたのキャラの…」: the damage's
    source (4.11.1) is a character of that player — the attacking one of the damage step
    (4.11.1.1) or one whose ability dealt it (4.11.1.2); 「他の」 leaves this card out. None for
    another giver."""
    gargs = sh_cond.args_of(give)
    giver = gargs.get(A.Role.SUBJECT_NO)
    if set(gargs) != {A.Role.SUBJECT_NO} or not isinstance(giver, A.NounPhrase):
        return None
    if giver.terms[-1:] != (A.CardKind("character"),) or not all(
        isinstance(t, A.Owner) or t == A.Ref("other") for t in giver.terms[:-1]
    ):
        return None
    s = sel(giver)
    if s.owner not in ("you", "opponent") or s.kinds != ("character",) or s.ref is not None:
        return None
    return s


def _receiver(args: dict[A.Role, Any]) -> str | None:
    """「あなたの受けたダメージ」 / 「相手の受けたダメージ」: the player who received it (you /
    opponent), else None."""
    for who in ("you", "opponent"):
        if args == {A.Role.SUBJECT_NO: A.NounPhrase((A.Owner(who),))}:
            return who
    return None


def _cancel_trigger(
    give: A.Action | A.Unparsed, cancel: A.Action | A.Unparsed, t: A.Trigger
) -> Trig:
    """このカードの(相手に)与えたダメージがキャンセルされた時 (4.10.1.2: the damage this card dealt
    was cancelled); (相手のターン中、)あなたの受けたダメージがキャンセルされなかった時 (4.10.1.3).
    The relative clause's subject marked が (「このカードが与えたダメージ」) is the one marked の
    (the が/の alternation of a noun-modifying clause)."""
    if isinstance(give, A.Action) and not any(a.role is A.Role.SUBJECT_NO for a in give.args):
        give = dataclasses.replace(
            give,
            args=tuple(
                dataclasses.replace(a, role=A.Role.SUBJECT_NO) if a.role is A.Role.SUBJECT else a
                for a in give.args
            ),
        )
    if (
        isinstance(give, A.Action)
        and isinstance(cancel, A.Action)
        and give.verb == "receive"
        and give.form is A.Form.PAST
        and cancel.verb == "cancel"
        and cancel.form is A.Form.PASSIVE_NEG_PAST
        and sh_cond.args_of(cancel) == {A.Role.SUBJECT: A.NounPhrase((A.Word("damage"),))}
    ):
        gargs = sh_cond.args_of(give)
        time = gargs.pop(A.Role.TIME, None)
        receiver = _receiver(gargs)
        if receiver is not None:
            if time == A.Duration("this_battle_of_card") and receiver == "you":
                # このカードのバトル中、あなたの受けたダメージがキャンセルされなかった時
                return Trig("damage_taken", subject=ws_sel(ref="this", in_battle=True), owner="you")
            if time is not None and _during(time) is None:
                raise Unsupported("a damage trigger of this shape")
            # (相手のターン中、)あなたの / 相手の受けたダメージがキャンセルされなかった時
            during = _during(time) or _during(t.during)
            return Trig("damage_taken", owner=receiver, during=during)
        raise Unsupported("a damage trigger of this shape")
    if (
        isinstance(give, A.Action)
        and isinstance(cancel, A.Action)
        and give.verb == "give"
        and give.form is A.Form.PAST
        and cancel.verb == "cancel"
        and cancel.form is A.Form.PASSIVE_NEG_PAST
        and sh_cond.args_of(cancel) == {A.Role.SUBJECT: A.NounPhrase((A.Word("damage"),))}
        and sh_cond.args_of(give) == {A.Role.SUBJECT_NO: A.NounPhrase((A.Ref("this_card"),))}
    ):
        # このカードの与えたダメージがキャンセルされなかった時: the damage this card was the
        # source of went to the clock (4.10.1.3)
        return Trig("damage_dealt", subject=Sel(ref="this"), during=_during(t.during))
    # 「Xの与えたダメージがキャンセルされた / されなかった時」: the damage given, then cancelled or not
    given_cancelled = (
        isinstance(give, A.Action)
        and isinstance(cancel, A.Action)
        and give.verb == "give"
        and give.form is A.Form.PAST
        and cancel.verb == "cancel"
        and cancel.form in (A.Form.PASSIVE_NEG_PAST, A.Form.PASSIVE_PAST)
        and sh_cond.args_of(cancel) == {A.Role.SUBJECT: A.NounPhrase((A.Word("damage"),))}
    )
    dealer = _attacking_dealer(give) if given_cancelled else None
    if dealer is not None:
        # 「あなたのダイレクトアタックしているキャラの与えたダメージがキャンセルされなかった /
        # された時」: the damage the attacking character was the source of went to the clock
        # (4.10.1.3) / was cancelled (4.10.1.2)
        event = "damage_dealt" if cancel.form is A.Form.PASSIVE_NEG_PAST else "damage_cancelled"  # type: ignore[union-attr]
        return dataclasses.replace(dealer, event=event, during=_during(t.during))
    giver = _character_dealer(give) if given_cancelled else None
    if giver is not None:
        # 「(他の)あなたのキャラ / 相手のキャラの与えたダメージがキャンセルされた / されなかった
        # 時」: a damage process whose source (4.11.1) is a character of that player ended
        # cancelled (4.10.1.2) / with the cards put into the clock (4.10.1.3)
        event = "damage_dealt" if cancel.form is A.Form.PASSIVE_NEG_PAST else "damage_cancelled"  # type: ignore[union-attr]
        return Trig(event, subject=giver, during=_during(t.during))
    if (
        not isinstance(give, A.Action)
        or not isinstance(cancel, A.Action)
        or give.verb not in ("give", "receive")
        or give.form is not A.Form.PAST
        or cancel.verb != "cancel"
        or cancel.form is not A.Form.PASSIVE_PAST
        or sh_cond.args_of(cancel) != {A.Role.SUBJECT: A.NounPhrase((A.Word("damage"),))}
    ):
        raise Unsupported("a trigger of this shape")
    args = sh_cond.args_of(give)
    this = A.NounPhrase((A.Ref("this_card"),))
    if give.verb == "receive" and args == {
        A.Role.TIME: A.Duration("this_battle_of_card"),
        A.Role.SUBJECT_NO: A.NounPhrase((A.Owner("you"),)),
    }:
        # このカードのバトル中、あなたの受けたダメージがキャンセルされた時
        return Trig("damage_cancelled", subject=ws_sel(ref="this", in_battle=True), owner="you")
    if args == {A.Role.SUBJECT_NO: this}:
        return Trig("damage_cancelled", subject=Sel(ref="this"), during=_during(t.during))
    time = args.pop(A.Role.TIME, None) if give.verb == "receive" else None
    if give.verb == "receive" and (receiver := _receiver(args)) is not None:
        # 「(相手のターン中、)あなたの / 相手の受けたダメージがキャンセルされた時」: a damage
        # process of that player ended cancelled, whatever its source (4.10.1.2); the period
        # printed first, hung on the relative clause, is the trigger's (8.1.1.2)
        if time is not None and _during(time) is None:
            raise Unsupported("a damage trigger of this shape")
        return Trig("damage_cancelled", owner=receiver, during=_during(time) or _during(t.during))
    if time is not None:
        raise Unsupported("a damage trigger of this shape")
    if args == {A.Role.GOAL: A.NounPhrase((A.Ref("this_card"), A.Owner("opponent")), ("の",))}:
        return Trig(
            "damage_cancelled", subject=Sel(ref="this"), owner="opponent", during=_during(t.during)
        )
    raise Unsupported("a damage trigger of this shape")


_DAMAGE = A.NounPhrase((A.Word("damage"),))
_THIS_CARD = A.NounPhrase((A.Ref("this_card"),))


def _giver_sel(
    np: Any, players: dict[Any, str], kinds: tuple[str, ...] = ("character", "event")
) -> Sel | None:
    """「相手のキャラ」 / 「相手のイベント」 naming a damage's source (4.11.1): a card of that kind
    (one of ``kinds``) of the player named; None for another noun phrase."""
    if not isinstance(np, A.NounPhrase) or len(np.terms) != 2 or np.links != ("の",):
        return None
    owner, kind = A.NounPhrase(np.terms[:1]), np.terms[1]
    if owner not in players or not isinstance(kind, A.CardKind) or kind.id not in kinds:
        return None
    return Sel(owner=players[owner], kinds=(kind.id,))


def _player_damage(c: A.Action, args: dict[A.Role, Any]) -> Trig | None:
    """A damage process of a player named as the player's (4.10.1): 「あなたがダメージを受けた
    時」 / 「あなたはダメージを受けた時」 — the player received a damage (4.10.1.1 「ダメージを受けた
    プレイヤー」: cancelled or not, ``damage_received``); 「あなたのダメージがキャンセルされた時」
    (4.10.1.2.1 「ダメージがキャンセルされる」) / 「…キャンセルされなかった時」 (4.10.1.3) — the same
    events as 「あなたの受けたダメージがキャンセルされた / されなかった時」. None for another clause;
    a damage of another description (「相手の効果で」, 「2以上の」) is refused."""
    players = {A.NounPhrase((A.Owner(w),)): w for w in ("you", "opponent")}
    by = args.get(A.Role.BY)
    if (
        c.verb == "receive"
        and c.form is A.Form.PAST
        and args.get(A.Role.OBJECT) == _DAMAGE
        and isinstance(by, A.NounPhrase)
        and len(by.terms) == 3
        and A.NounPhrase(by.terms[:1]) in players
        and by.terms[1:] == (A.CardKind("character"), A.Word("attack"))
        and by.links == ("の", "の")
        and set(args) == {A.Role.BY, A.Role.SUBJECT, A.Role.OBJECT}
        and args[A.Role.SUBJECT] in players
    ):
        # 「相手のキャラのアタックによって、あなたがダメージを受けた時」: a damage process of that
        # player (4.10.1.1) whose source is the attacking character of the player named, the
        # damage its attack deals in the damage step (4.11.1.1) — not an ability's (4.11.1.2)
        return Trig(
            "damage_received",
            owner=players[args[A.Role.SUBJECT]],  # type: ignore[index]
            subject=ws_sel(
                owner=players[A.NounPhrase(by.terms[:1])], kind="character", attacking=True
            ),
        )
    if c.verb == "receive" and c.form is A.Form.PAST and args.get(A.Role.OBJECT) == _DAMAGE:
        role = A.Role.TOPIC if A.Role.TOPIC in args else A.Role.SUBJECT
        who = args.get(role)
        by = next((r for r in (A.Role.BY, A.Role.MEANS) if r in args), None)
        if by is not None and who in players and set(args) == {role, by, A.Role.OBJECT}:
            # 「あなたが相手の効果によってダメージを受けた時」: a damage process of that player
            # (4.10.1.1) whose source is a card whose ability dealt it (4.11.1.2) — of the player
            # named (相手の / 自分の / any card's effect, 8.2.1), of the type named (「相手のキャラの
            # 効果で」); the damage step's damage of an attack (4.11.1.1) is no effect's
            effect = _whose_effect(args[by])
            if effect is None:
                raise Unsupported("a damage trigger of this shape")
            return ws_trig(
                "damage_received",
                owner=players[who],  # type: ignore[index]
                means=f"{effect[0]}_effect",
                by_type=effect[1],
            )
        src = args.get(A.Role.SOURCE)
        if src is not None and who in players and set(args) == {role, A.Role.SOURCE, A.Role.OBJECT}:
            # 「あなたが相手のイベントから / キャラからダメージを受けた時」: a damage process of that
            # player whose source (4.11.1) is a card of that kind of the player named
            giver = _giver_sel(src, players)
            if giver is None:
                raise Unsupported("a damage trigger of this shape")
            return Trig("damage_received", owner=players[who], subject=giver)  # type: ignore[index]
        if set(args) != {role, A.Role.OBJECT} or who not in players:
            raise Unsupported("a damage trigger of this shape")
        return Trig("damage_received", owner=players[who])  # type: ignore[index]
    if (
        c.verb == "give"
        and c.form is A.Form.PAST
        and args.get(A.Role.OBJECT) == _DAMAGE
        and args.get(A.Role.GOAL) in players
        and set(args) == {A.Role.SUBJECT, A.Role.GOAL, A.Role.OBJECT}
    ):
        # 「相手のキャラがあなたにダメージを与えた時」: a damage process of the player named
        # (4.10.1.1, cancelled or not, as 「あなたがダメージを受けた時」) whose source (4.11.1) is a
        # character of the player the subject names
        giver = _giver_sel(args[A.Role.SUBJECT], players, ("character",))
        if giver is None:
            return None
        return Trig(
            "damage_received",
            owner=players[args[A.Role.GOAL]],  # type: ignore[index]
            subject=giver,
        )
    if c.verb == "cancel" and c.form in (A.Form.PASSIVE_PAST, A.Form.PASSIVE_NEG_PAST):
        subj = args.get(A.Role.SUBJECT)
        if set(args) != {A.Role.SUBJECT} or not isinstance(subj, A.NounPhrase):
            return None
        if len(subj.terms) != 2 or subj.links != ("の",) or subj.terms[1] != A.Word("damage"):
            return None
        who = A.NounPhrase(subj.terms[:1])
        if who not in players:
            return None
        event = "damage_cancelled" if c.form is A.Form.PASSIVE_PAST else "damage_taken"
        return Trig(event, owner=players[who])
    return None


def _subject_of(args: dict[A.Role, Any], subject: Sel | None) -> Sel:
    """What a trigger's event is about: its subject, else (the second event of 「XがA時かB時」,
    which names none) the first event's."""
    if A.Role.SUBJECT in args:
        return sel(args[A.Role.SUBJECT])
    if subject is None:
        raise Unsupported("a missing noun phrase")
    return subject


# the verbs (and forms) of a trigger on a card moving between zones
_ZONE_MOVES = (
    ("put", "passive_past"),  # 置かれた
    ("go_back", "past"),  # 戻った
    ("return", "passive_past"),  # 戻された
)


def _became_memory(e: Any) -> A.Action | None:
    """「他のあなたのキャラが(いずれかの領域から)思い出になった時」: to become a memory is to be put
    into the memory zone (3.12.1 「思い出にする」), so the event is 「…が思い出置場に置かれた時」
    (the shared ``became_place``; 「…が思い出にされた時」 the same): from any zone when
    「いずれかの領域から」 names none, from the zone a 「…から」 names, by what a 「…で」 names. None
    for another event."""
    if not isinstance(e, A.Action) or e.verb != "when" or len(e.args) != 1:
        return None
    np = e.args[0].value
    rel = np.terms[0] if isinstance(np, A.NounPhrase) and len(np.terms) == 1 else None
    if not isinstance(rel, A.Relative):
        return None
    c = became_place(rel.clause)
    if c is rel.clause or c.args == ():
        return None
    anywhere = A.NounPhrase((A.Ref("any"), A.Zone("any_zone")), ("の",))
    args = tuple(a for a in c.args if not (a.role is A.Role.SOURCE and a.value == anywhere))
    clause = dataclasses.replace(c, args=args)
    return dataclasses.replace(e, args=(A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(clause),))),))


def _timing_or_event(e: Any) -> A.Action | None:
    """「このカードのアタックの終わりかこのカードが【リバース】した時」: the grammar reads
    「このカードのアタックの終わりかこのカード」 as the event's subject; it is a timing (the end of
    that attack) or the event with the subject after 「か」 — the same trigger as 「…した時か、
    このカードのアタックの終わりに」 (either, 8.1.1.2.1). None for another event."""
    if not isinstance(e, A.Action) or e.verb != "when" or len(e.args) != 1:
        return None
    np = e.args[0].value
    rel = np.terms[0] if isinstance(np, A.NounPhrase) and len(np.terms) == 1 else None
    if not isinstance(rel, A.Relative):
        return None
    subj = [a for a in rel.clause.args if a.role is A.Role.SUBJECT]
    if len(subj) != 1 or not isinstance(subj[0].value, A.NounPhrase):
        return None
    terms, links = subj[0].value.terms, subj[0].value.links
    cut = next(
        (
            i
            for i, x in enumerate(terms)
            if x == A.Word("end") and i < len(links) and links[i] == "か"
        ),
        None,
    )
    if cut is None or cut < 1 or links[cut - 1] != "の":
        return None
    scope = A.NounPhrase(terms[:cut], links[: cut - 1])
    timing = A.Timing(scope=scope, point="end")
    rest = A.NounPhrase(terms[cut + 1 :], links[cut + 1 :])
    clause = dataclasses.replace(
        rel.clause,
        args=tuple(
            dataclasses.replace(a, value=rest) if a is subj[0] else a for a in rel.clause.args
        ),
    )
    event = A.Action(
        "when", (A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(clause),))),), A.Form.NOMINAL
    )
    return A.Action(
        "or",
        (
            A.Arg(A.Role.NONE, A.NounPhrase((A.Relative(event),))),
            A.Arg(A.Role.NONE, A.NounPhrase((timing,))),
        ),
        A.Form.NOMINAL,
    )


def names_chosen(trig: Trig | None) -> bool:
    """Whether a trigger names 「そのキャラ」, a card an effect chose: only a delayed ability that
    effect creates (8.7.5) can read it — the ability printed on a card has no choice before it."""
    if trig is None:
        return False
    return any(
        t.subject is not None and t.subject.ref == "chosen" for t in (trig, *(trig.parts or ()))
    )


# the zones a state trigger may name (8.7.6): a player's zones whose cards are counted
STATE_ZONES = ("hand", "deck", "waiting_room", "stock", "clock", "memory", "level", "climax")


def _zone_state(c: A.Action) -> tuple[str, str, bool] | None:
    """「あなたの手札がない」 (the zone itself absent: no card in it) / 「あなたの手札が0枚」 /
    「…が1枚以上」: (whose, the zone's word, whether cards are there); None for any other clause."""
    args = {a.role: a.value for a in c.args}
    if len(args) != len(c.args) or c.amount:
        return None
    subj = args.get(A.Role.SUBJECT)
    if not (
        isinstance(subj, A.NounPhrase)
        and len(subj.terms) == 2
        and isinstance(subj.terms[0], A.Owner)
        and subj.terms[0].who in ("you", "opponent")
        and isinstance(subj.terms[1], A.Zone)
    ):
        return None
    who, zone = subj.terms[0].who, subj.terms[1].id
    if c.verb == "exist_thing" and c.form is A.Form.NEGATIVE and set(args) == {A.Role.SUBJECT}:
        return who, zone, False
    pred = args.get(A.Role.PREDICATE)
    if c.verb != "be" or set(args) != {A.Role.SUBJECT, A.Role.PREDICATE}:
        return None
    if not (isinstance(pred, A.NounPhrase) and len(pred.terms) == 1):
        return None
    n = pred.terms[0]
    if not isinstance(n, A.Count) or n.unit != "card" or n.number is None or n.least is not None:
        return None
    if (n.number.value, n.bound) in ((0, "exact"), (0, "at_most")):
        return who, zone, False
    if (n.number.value, n.bound) == (1, "at_least"):
        return who, zone, True
    raise Unsupported("a state trigger on a number of cards other than none or some")


def state_trigger(t: A.Trigger) -> Trig | None:
    """「あなたの手札にカードがない時、」 (8.7.6's example), 「あなたの手札がない時、」, 「あなたの手札が
    0枚の時、」: a state trigger (8.7.6 「特定の事項が発生したことではなく、特定の条件が満たされている
    ことを誘発条件」) — the event ``state``, the zone whose cards it reads (``subject``), ``form``
    ``none`` / ``some`` (the runtime's ``automatic.state_triggers``). None for any other trigger."""
    c = sh_trig.when_clause(t.event)
    if c is None:
        return None
    got = sh_trig.state_clause(t.event) or _zone_state(c)
    return sh_trig.state_trig(got, t, ZONES, STATE_ZONES)


def _attacked_attack(e: A.Timing) -> A.Timing:
    """「このカードがアタックしたアタックの終わりに」 (7.5.1.4): the end of the attack that card made
    — the timing 「このカードのアタックの終わりに」 (the が/の of a noun-modifying clause); any other
    timing as it is."""
    terms = e.scope.terms
    rel = terms[0] if len(terms) == 2 and terms[1] == A.Word("attack") else None
    if not isinstance(rel, A.Relative) or e.scope.links != ("",):
        return e
    c = rel.clause
    args = sh_cond.args_of(c) if isinstance(c, A.Action) else {}
    who = args.get(A.Role.SUBJECT)
    if (
        not isinstance(c, A.Action)
        or c.verb != "attack"
        or c.form is not A.Form.PAST
        or set(args) != {A.Role.SUBJECT}
        or not isinstance(who, A.NounPhrase)
    ):
        return e
    scope = A.NounPhrase((*who.terms, A.Word("attack")), (*who.links, "の"))
    return dataclasses.replace(e, scope=scope)


def _event_used(c: A.Action) -> A.Action:
    """「あなたの【カウンター】のイベントが使われた時」: a card used is a card played (2.8.2.1 uses
    「使う」 of a card the counter icon lets be played, 7.4.1.2.1 says 「プレイ」 of the same) — the
    same trigger as 「…イベントがプレイされた時」 (8.6.2.4), for a card of a kind played from the
    hand (event, climax, character). Any other clause unchanged."""
    if c.verb != "use" or c.form is not A.Form.PASSIVE_PAST:
        return c
    subj = [a for a in c.args if a.role is A.Role.SUBJECT]
    if (
        len(subj) != 1
        or not isinstance(subj[0].value, A.NounPhrase)
        or not isinstance(subj[0].value.terms[-1], A.CardKind)
        or subj[0].value.terms[-1].id not in ("event", "climax", "character")
    ):
        return c
    return dataclasses.replace(c, verb="play")


def trigger(t: A.Trigger, subject: Sel | None = None) -> Trig:
    """``subject``: who a placement trigger without a subject is about (the second half of
    「このカードが…時か『チェンジ』で舞台に置かれた時」)."""
    state = state_trigger(t)
    if state is not None:
        return state
    e = _timing_or_event(t.event) or _became_memory(t.event) or sh_trig.each_time(t.event)
    if isinstance(e, A.Action) and e.verb == "or":
        parts: list[Trig] = []
        for a in e.args:
            rel = a.value.terms[0] if isinstance(a.value, A.NounPhrase) else None
            if isinstance(rel, A.Timing) and len(a.value.terms) == 1:  # type: ignore[union-attr]
                # 「…した時か、このカードのアタックの終わりに」: one of them a timing (8.1.1.2.1)
                parts.append(trigger(A.Trigger(event=rel, during=t.during)))
                continue
            if not isinstance(rel, A.Relative) or len(a.value.terms) != 1:  # type: ignore[union-attr]
                raise Unsupported("a trigger or of this shape")
            first = parts[0].subject if parts else None
            parts.append(trigger(A.Trigger(event=rel.clause, during=t.during), first))
        return Trig("any", parts=tuple(parts))
    if isinstance(e, A.Action) and e.verb == "and" and len(e.args) == 2:
        return _trigger_and(e, t)
    if isinstance(e, A.Unparsed):
        raise Unsupported(f"an untyped trigger: {e.text}")
    if isinstance(e, A.Timing):
        e = _attacked_attack(e)
        terms = e.scope.terms
        alts = sh_trig.timing_alternatives(e, VOCAB)
        if alts is not None:  # あなたの、Aの始めかBの始めに
            parts = tuple(
                Trig("timing", phase=_moment(p.phase, p.point), point=p.point, owner=p.owner)
                for p in alts
            )
            return Trig("any", parts=parts)
        got = sh_trig.phase_of(e.scope, VOCAB)  # (あなたの)<phase>の始めに / 終わりに
        if got is not None:
            return Trig("timing", phase=_moment(got[1], e.point), point=e.point, owner=got[0])
        if (
            len(terms) == 3
            and isinstance(terms[0], A.Owner)
            and terms[0].who in ("you", "opponent")
            and terms[1] == A.Word("ordinal_prefix")
            and exact_number(terms[2], "turn") is not None
        ):
            # 「あなたの第1ターンの始めに」: the start of that player's turn (6.2.1.1), only the
            # nth of their turns
            return ws_trig(
                "timing",
                phase="turn",
                point=e.point,
                owner=terms[0].who,
                nth=terms[2].number.value,
            )
        if (
            len(terms) == 2
            and isinstance(terms[0], A.Ref)
            and terms[0].id == "this_card"
            and isinstance(terms[1], A.Word)
            and terms[1].id == "attack"
            and e.point == "end"
        ):
            return Trig("attack_end", subject=Sel(ref="this"))
        if terms == (A.Word("attack"),) and e.point == "end":
            # 「アタックの終わりに」 with no attacker named: the end of every attack (7.6.1.5: the
            # timing each attack's battle step ends with), whoever attacks and whether the
            # attacker is still on the stage
            return ws_trig("attack_end", subject=Sel(), every=True)
        if (
            len(terms) > 1
            and terms[-1] == A.Word("attack")
            and e.scope.links[-1] == "の"
            and e.point == "end"
            and A.Word("during") not in terms  # 「…ターン中、…のアタックの終わりに」: below
        ):
            # 「このカードのバトル相手のアタックの終わりに」 / 「あなたの前列の中央の枠のキャラのアタック
            # の終わりに」 (7.6.1.5, 7.5.1.4): the end of an attack whose attacker is that card
            who = sel(A.NounPhrase(terms[:-1], e.scope.links[:-1]))
            if who.ref not in (None, "battle_opponent") or who.count is not None:
                raise Unsupported("the end of an attack of this shape")
            if who.ref is None and (
                who.kind not in (None, "character")
                or who.zone not in (None, "stage", "front_row", *_ONE_SLOT[:3])
            ):
                raise Unsupported("the end of an attack of this shape")
            return Trig("attack_end", subject=who)
        if (
            len(terms) == 3
            and isinstance(terms[0], A.Owner)
            and terms[0].who in ("you", "opponent")
            and terms[1] == A.Word("attack")
            and isinstance(terms[2], A.Word)
            and PHASES.get(terms[2].id) in _ATTACK_STEPS
            and e.scope.links == ("の", "の")
        ):
            # 「相手のアタックのカウンターステップの始めに」: a step of the attack sub-phase
            # (7.1.2) of that player's attack — only the turn player attacks (7.1.1), so it is
            # that player's step, the same trigger as 「相手のカウンターステップの始めに」
            step = PHASES[terms[2].id]
            return Trig("timing", phase=_moment(step, e.point), point=e.point, owner=terms[0].who)
        cut = next(
            (
                i
                for i, x in enumerate(terms[:-1])
                if x == A.Word("during") and e.scope.links[i] == "、"
            ),
            None,
        )
        if cut is not None:
            # 「このカードが手札から舞台に置かれたターン中、あなたの…の始めに」: the timing after
            # the period, read only in it (as 「…ターン中、…時」)
            rest = A.NounPhrase(terms[cut + 1 :], e.scope.links[cut + 1 :])
            inner = trigger(dataclasses.replace(t, event=dataclasses.replace(e, scope=rest)))
            return _circumstance(terms[: cut + 1], inner)
        raise Unsupported("a timing trigger of this shape")
    if not isinstance(e, A.Action) or e.verb != "when":
        raise Unsupported(f"a trigger {getattr(e, 'verb', type(e).__name__)}")
    np0 = e.args[0].value if len(e.args) == 1 else None
    if (
        isinstance(np0, A.NounPhrase)
        and len(np0.terms) == 2
        and all(isinstance(x, A.Relative) for x in np0.terms)
    ):
        first, second = np0.terms[0].clause, np0.terms[1].clause  # type: ignore[union-attr]
        if (
            isinstance(first, A.Action)
            and isinstance(second, A.Action)
            and first.verb in ("stand", "rest", "reverse")
            and first.form in (A.Form.PROGRESSIVE, A.Form.PROGRESSIVE_NEG)
            and first.args
            and first.args[0].role is A.Role.TIME
            and isinstance(first.args[0].value, A.Duration)
            and _during(first.args[0].value) is not None
            and A.Role.TIME not in {a.role for a in second.args}
            and (
                _icon_relative(dataclasses.replace(first, args=first.args[1:]), second)
                or _modifier_relative(dataclasses.replace(first, args=first.args[1:]), second)
            )
            is not None
        ):
            # 「あなたのターン中、相手の【スタンド】しているキャラが【レスト】した時」: the period
            # printed first, hung by the grammar on the clause describing the event's subject, is
            # the event's (the trigger is met only in that period, 8.1.1.2) — where the grammar
            # puts it when the subject is not described (「あなたのターン中、相手のキャラが…時」);
            # only a state clause (【スタンド】している / 【レスト】していない, 1.3.2) folding into the
            # subject (not the two events of 「…の受けたダメージがキャンセルされなかった時」, read
            # with their period by ``_cancel_trigger``)
            bare = dataclasses.replace(first, args=first.args[1:])
            timed = dataclasses.replace(second, args=(first.args[0], *second.args))
            np1 = A.NounPhrase((A.Relative(bare), A.Relative(timed)), np0.links)
            event = dataclasses.replace(e, args=(dataclasses.replace(e.args[0], value=np1),))
            return trigger(dataclasses.replace(t, event=event), subject)
        folded = _icon_relative(first, second) or _modifier_relative(first, second)
        if folded is not None:
            # 「(あなたの)トリガーアイコンに[[soul.gif]]があるカードがトリガーした時」: the grammar
            # hangs the relative clause beside the event; it describes the event's subject
            rel = A.NounPhrase((A.Relative(folded),))
            return trigger(
                dataclasses.replace(t, event=A.Action("when", (A.Arg(A.Role.NONE, rel),))), subject
            )
        if (
            isinstance(first, A.Action)
            and isinstance(second, A.Action)
            and first.verb == "do"
            and first.form is A.Form.PROGRESSIVE
            and second.verb == "reverse"
            and second.form is A.Form.PAST
        ):
            return _battling_reverse(first, second, t)
        return _cancel_trigger(first, second, t)
    rel = e.args[0].value.terms[0] if isinstance(e.args[0].value, A.NounPhrase) else None
    if len(e.args) != 1 or not isinstance(rel, A.Relative):
        raise Unsupported("a trigger of this shape")
    c = rel.clause
    either = _either_owner(c) if isinstance(c, A.Action) else None
    if either is not None:
        # 「あなたか相手のクロックが…時」: the event of either player's, each read alone
        parts = tuple(
            trigger(
                dataclasses.replace(
                    t,
                    event=dataclasses.replace(
                        e,
                        args=(
                            dataclasses.replace(e.args[0], value=A.NounPhrase((A.Relative(x),))),
                        ),
                    ),
                ),
                subject,
            )
            for x in either
        )
        return Trig("any", parts=parts)
    joined = sh_cond.conjuncts(c) if isinstance(c, A.Action) and c.verb != "be" else []
    if len(joined) > 1 and joined[-1].verb == c.verb:
        # 「あなたのレベルが2以上で、あなたが『集中』を使った時」: a state joined by 「…で、」
        # before the event is part of the trigger condition (8.1.1.2.1 「(条件)した時」): the
        # ability triggers on the event only while the state holds then (``Trig.detail``
        # ``holds``), read as the condition 「あなたのレベルが2以上なら」
        state = sh_cond.both(*(condition(x) for x in joined[:-1]))
        e2 = dataclasses.replace(
            e, args=(dataclasses.replace(e.args[0], value=A.NounPhrase((A.Relative(joined[-1]),))),)
        )
        inner = trigger(dataclasses.replace(t, event=e2), subject)
        if inner.event == "any" or trig_ext(inner, "holds") is not None:
            raise Unsupported("a state before a trigger of this shape")
        return with_trig(inner, holds=state)
    subjects = [a.value for a in c.args if a.role is A.Role.SUBJECT]  # type: ignore[union-attr]
    icon_owner: str | None = None
    if (
        len(subjects) == 2
        and isinstance(subjects[0], A.NounPhrase)
        and len(subjects[0].terms) == 2
        and isinstance(subjects[0].terms[0], A.Owner)
        and subjects[0].terms[1] == A.Word("trigger_icon")
    ):
        # あなたのトリガーアイコンが[[choice.gif]]のクライマックス: 「あなたの」 is the climax's owner
        icon_owner = "you" if subjects[0].terms[0].who in ("you", "self") else "opponent"
        c = dataclasses.replace(
            c,  # type: ignore[arg-type]
            args=tuple(a for a in c.args if a.value is not subjects[0]),  # type: ignore[union-attr]
        )
    in_cx = next(
        (
            a
            for a in c.args  # type: ignore[union-attr]
            if a.role is A.Role.TIME
            and isinstance(a.value, A.Duration)
            and a.value.id == "during_cx_phase"
        ),
        None,
    )
    in_battle = next(
        (
            a
            for a in c.args  # type: ignore[union-attr]
            if a.role is A.Role.TIME and a.value == A.Duration("this_battle_of_card")
        ),
        None,
    )
    if in_battle is not None and in_cx is None:
        # 「このカードのバトル中、あなたがイベントをプレイした時」: the event, only while this card
        # is in a battle (7.2.1.5.1) — a state holding when the event happens, part of the trigger
        # condition (8.1.1.2.1), as the continuous 「このカードのバトル中、」 (``_time_held``)
        c2 = dataclasses.replace(c, args=tuple(a for a in c.args if a is not in_battle))  # type: ignore[arg-type]
        e2 = dataclasses.replace(
            e, args=(dataclasses.replace(e.args[0], value=A.NounPhrase((A.Relative(c2),))),)
        )
        inner = trigger(dataclasses.replace(t, event=e2), subject)
        if inner.event == "any" or trig_ext(inner, "holds") is not None:
            raise Unsupported("a battle period before a trigger of this shape")
        return with_trig(inner, holds=Cond("count", sel=ws_sel(ref="this", in_battle=True)))
    if in_cx is not None:
        # あなたのCXフェイズ中、…時: the trigger, only during the master's climax phase
        c2 = dataclasses.replace(c, args=tuple(a for a in c.args if a is not in_cx))  # type: ignore[arg-type]
        e2 = dataclasses.replace(
            e, args=(dataclasses.replace(e.args[0], value=A.NounPhrase((A.Relative(c2),))),)
        )
        inner = trigger(dataclasses.replace(t, event=e2), subject)
        if trig_ext(inner, "phase_during") is not None or inner.event == "any":
            raise Unsupported("a climax-phase trigger of this shape")
        return with_trig(inner, phase_during=("you", "climax"))
    c = _oriented(c)
    c = _event_used(c)
    became = _count_became(c)
    if became is not None:
        return became
    by_arg = [a for a in c.args if a.role in (A.Role.BY, A.Role.ACCORDING)]
    if (
        len(by_arg) == 1
        and A.Role.MEANS not in {a.role for a in c.args}
        and _whose_effect(by_arg[0].value) is not None
    ):
        # 「相手の効果によって / により…置かれた時」: the cause said with によって, as with で
        c = dataclasses.replace(
            c,
            args=tuple(
                dataclasses.replace(a, role=A.Role.MEANS) if a is by_arg[0] else a for a in c.args
            ),
        )
    args = sh_cond.args_of(c)
    during = _during(args.pop(A.Role.TIME, None))
    whose_effect, by_type = _whose_effect(args.get(A.Role.MEANS)) or (None, ())
    not_by = _effect_of_another(args.get(A.Role.MEANS))
    not_by_kind = _effect_of_kind_except(args.get(A.Role.MEANS))
    if not_by_kind and (c.verb, c.form.value) in _ZONE_MOVES:
        # 「あなたの手札がCXの効果以外で控え室に置かれた時」: the move, made by anything but the
        # effect of an ability (8.2.1) of a card of that type
        inner = dataclasses.replace(
            c,  # type: ignore[arg-type]
            args=tuple(a for a in c.args if a.role is not A.Role.MEANS),  # type: ignore[union-attr]
        )
        e2 = dataclasses.replace(
            e, args=(dataclasses.replace(e.args[0], value=A.NounPhrase((A.Relative(inner),))),)
        )
        moved = trigger(dataclasses.replace(t, event=e2), subject)
        if moved.event != "placed" or moved.means is not None or moved.by is not None:
            raise Unsupported("a placement not by an effect, of this shape")
        return with_trig(moved, not_by_kind=not_by_kind)
    if not_by:
        whose_effect = "any"
    if (
        whose_effect is not None
        and (c.verb, c.form.value) in _ZONE_MOVES
        and not (
            whose_effect == "own"
            and (sel(args.get(A.Role.SUBJECT)) or Sel()).owner not in (None, "you")
        )
    ):
        # 「相手のカードの効果で、このカードが舞台から控え室に置かれた時」 / 「カードの効果で」 /
        # 「相手の効果で」: the move of 「…から…に置かれた時」 made by the effect of a card's
        # ability (8.2.1: an effect, not a rule process nor a game action) — of the opponent's
        # card, of the master's own, or of any card; the move itself read as without the means
        inner = dataclasses.replace(
            c,  # type: ignore[arg-type]
            args=tuple(a for a in c.args if a.role is not A.Role.MEANS),  # type: ignore[union-attr]
        )
        e2 = dataclasses.replace(
            e, args=(dataclasses.replace(e.args[0], value=A.NounPhrase((A.Relative(inner),))),)
        )
        moved = trigger(dataclasses.replace(t, event=e2), subject)
        if moved.event != "placed" or moved.means is not None or moved.by is not None:
            raise Unsupported("a placement by an effect, of this shape")
        moved = dataclasses.replace(moved, means=f"{whose_effect}_effect")
        if by_type:
            # 「あなたのキャラの効果によって」: the effect of an ability of a card of that type
            moved = with_trig(moved, by_type=by_type)
        return with_trig(moved, not_by=not_by) if not_by else moved
    if c.verb == "put" and c.form is A.Form.PASSIVE_PAST and A.Role.MEANS in args:
        # このカードが『チェンジ』で舞台に置かれた時 (10.8.4) / 『合体』で (10.15.3)
        sh_steps._only(
            args, {A.Role.SUBJECT, A.Role.MEANS, A.Role.GOAL}, "a placement trigger by means"
        )
        kw = _quoted_keyword(args[A.Role.MEANS]) or _icon_effect(args[A.Role.MEANS])
        subj = sel(args[A.Role.SUBJECT]) if A.Role.SUBJECT in args else subject
        goal = sel(args.get(A.Role.GOAL))
        if args[A.Role.MEANS] == _OWN_CARD_EFFECT and subj is not None and subj.owner:
            # 「あなたのクロックが、自分のカードの効果で控え室に置かれた時」: a card of that player's
            # zone moved there by the effect of an ability of that player's card (8.2.1: an
            # effect, not a rule process)
            if subj.ref is not None or goal.zone is None or goal != ws_sel(zone=goal.zone):
                raise Unsupported("a put with means")
            return Trig(
                "placed",
                subject=subj,
                dst=(goal.zone,),
                means="own_effect",
                during=during,
            )
        by = _effect_of(args[A.Role.MEANS])
        if by is not None and subj == Sel(ref="this") and goal == ws_sel(zones=("stage",)):
            # このカードが「X」の(【起】の)効果で舞台に置かれた時: an ability of X put it there
            return ws_trig(
                "placed", subject=subj, dst=("stage",), by=by[0], by_kind=by[1], during=during
            )
        if (
            kw in CHARACTER_USED
            and subj is not None
            and subj.ref is None
            and subj.zone in (None, "stage")
            and subj.count is None
            and subj.kind in (None, "character")
            and goal == ws_sel(zones=("stage",))
        ):
            # 「他のあなたのキャラがアンコールで舞台に置かれた時」: a character so described put
            # onto the stage by the keyword's effect (10.2.4), as 「…がアンコールを使った時」
            return Trig(
                "placed",
                subject=ws_sel(subj, zones=()),
                src=CHARACTER_USED[kw],
                dst=("stage",),
                means=kw,
                during=during,
            )
        if kw not in PLACED_BY or subj != Sel(ref="this") or goal != ws_sel(zones=("stage",)):
            raise Unsupported("a put with means")
        return Trig("placed", subject=subj, dst=("stage",), means=kw, during=during)
    if (c.verb, c.form.value) in _ZONE_MOVES:
        # 「…が舞台から控え室に置かれた時」 / 「…が舞台から手札に戻った時」 / 「…手札に戻された
        # 時」: a card moved from one zone to another (as 置かれた: the verb says no more)
        for role in (A.Role.GOAL, A.Role.SOURCE):
            # 「あなたのクライマックス置場にカード名に「X」を含むCXが置かれた時」: the place hung
            # on the subject's relative clause is the move's
            lifted = None if role in args else place_of_relative(args.get(A.Role.SUBJECT), role)
            if lifted is not None:
                args[role], args[A.Role.SUBJECT] = lifted
        sh_steps._only(args, {A.Role.SUBJECT, A.Role.SOURCE, A.Role.GOAL}, "a placement trigger")
        subj = _subject_of(args, subject)
        goal = sel(args.get(A.Role.GOAL))
        if (
            goal.ref
            or goal.kind
            or goal.names
            or goal.traits
            or goal.traits_any
            or goal.zone is None
        ):
            raise Unsupported("a placement trigger with this destination")
        src: tuple[str, ...] = ()
        if A.Role.SOURCE in args:
            s = args[A.Role.SOURCE]
            if not isinstance(s, A.NounPhrase) or not all(isinstance(x, A.Zone) for x in s.terms):
                raise Unsupported("a placement trigger with this source")
            src = tuple(ZONES[x.id] for x in s.terms if x.id in ZONES)
            if len(src) != len(s.terms):
                raise Unsupported("a placement trigger from an unknown zone")
        if icon_owner is not None:
            if subj.ref is not None or not (subj.icons or subj.icons_any) or subj.owner:
                raise Unsupported("a trigger icon placement of this shape")
            subj = ws_sel(subj, owner=icon_owner)
        if goal.owner and not subj.owner:
            subj = ws_sel(subj, owner=goal.owner)
        if subj.ref not in (None, "this"):
            raise Unsupported("a placement trigger on a reference")
        # 「このカードが手札から控え室に置かれた時」 …, this card moving outside the stage: a
        # zone-move trigger (8.7.4) written to be used as the card comes to that zone (2.12.2.3);
        # the ability works there (``moved_to``, read into the program's ``active_in``)
        return Trig("placed", subject=subj, src=src, dst=(goal.zone,), during=during)
    if c.verb in ("attack", "front_attack", "direct_attack", "side_attack") and c.form in (
        A.Form.PAST,
        A.Form.PASSIVE_PAST,
    ):
        form = c.form
        agent = A.Role.GOAL if form is A.Form.PASSIVE_PAST else A.Role.SUBJECT
        if A.Role.GOAL in args and _any_opponent_character(args.get(agent)):
            # 「このカードが相手のキャラにフロントアタックされた時」 / 「相手のキャラがこのカードに
            # フロントアタックした時」: a card is attacked by the opponent's character only (the
            # turn player's character attacks, 7.1.2 / 7.2) — the same trigger as 「このカードが
            # フロントアタックされた時」, in either voice
            args = {
                A.Role.SUBJECT: args[A.Role.GOAL if agent is A.Role.SUBJECT else A.Role.SUBJECT]
            }
            form = A.Form.PASSIVE_PAST
        sh_steps._only(args, {A.Role.SUBJECT}, "an attack trigger")
        subj = _subject_of(args, subject)
        kind = {
            "attack": None,
            "front_attack": "front",
            "direct_attack": "direct",
            "side_attack": "side",
        }[c.verb]
        if form is A.Form.PASSIVE_PAST:
            return ws_trig("attacked", subject=subj, attack_kind=kind, during=during)
        if subj.ref not in (None, "this", *_RELATED):
            # 「このカードの正面 / 前 / 後ろ / 隣のキャラがアタックした時」: a character in a slot
            # so related to this card's (3.6.4-3.6.6)
            raise Unsupported("an attack trigger on a reference")
        return ws_trig("attack", subject=subj, attack_kind=kind, during=during)
    if c.verb == "use" and c.form is A.Form.PAST:
        # あなたがこのカードの『助太刀』を使った時 (10.5.3) / あなたが【起】を使った時
        sh_steps._only(args, {A.Role.SUBJECT, A.Role.OBJECT}, "a use trigger")
        obj = args.get(A.Role.OBJECT)
        who = sel(args.get(A.Role.SUBJECT))
        kw = _quoted_keyword(obj)
        own = _this_cards_keyword(obj)
        if own in CHARACTER_USED and who == Sel(owner="you"):
            # 「あなたがこのカードの『アンコール』を使った時」: this card's own keyword, used by the
            # player its text names (「あなたは…支払ってもよい」, 10.2.2), is this card put onto the
            # stage by the ability's effect (10.2.4) — the same event as 「このカードが
            # 『アンコール』を使った時」
            return Trig(
                "placed",
                subject=Sel(ref="this"),
                src=CHARACTER_USED[own],
                dst=("stage",),
                means=own,
                during=during,
            )
        if (kw or _bare_word(obj)) in CHARACTER_USED:
            # 「このカードが(『)アンコール(』)を使った時」: a keyword a CHARACTER uses, defined as
            # that character put onto the stage by the ability's effect (10.2.4) — the same
            # event as 「…が『アンコール』で舞台に置かれた時」
            word = kw or _bare_word(obj)
            if who.ref not in (None, "this") or who.zone not in (None, "stage"):
                raise Unsupported("a use trigger of this subject")
            return Trig(
                "placed",
                subject=ws_sel(who, zones=()) if who.ref is None else who,
                src=CHARACTER_USED[word],
                dst=("stage",),
                means=word,
                during=during,
            )
        if kw in USED_KEYWORDS and who in (Sel(owner="you"), Sel(owner="opponent")):
            # あなたが / 相手が『集中』を使った時 (10.7.4, 10.8.5, …): the keyword's "used" event
            return ws_trig("used", subject=Sel(owner=who.owner), keyword=kw, during=during)
        held = _activated_of(obj)
        if held is not None and who in (Sel(owner="you"), Sel(owner="opponent")):
            # 「あなたが他のあなたのキャラの【起】を使った時」: an activated ability that player used
            # (its cost paid, 8.1.1.1.2) of a card the words before 【起】 describe
            return ws_trig(
                "used",
                subject=ws_sel(kinds=("activated",)),
                owner="opponent" if who.owner == "opponent" else None,
                during=during,
                of=held,
            )
        if obj == A.NounPhrase((A.CardKind("activated_ability"),)) and who in (
            Sel(owner="you"),
            Sel(owner="opponent"),
        ):
            # あなたが / 相手が【起】を使った時: an activated ability that player played, its cost
            # paid (8.1.1.1.2) — in the opponent's counter step too (7.4.1.2.1)
            return Trig(
                "used",
                subject=ws_sel(kinds=("activated",)),
                owner="opponent" if who.owner == "opponent" else None,
                during=during,
            )
        if who != Sel(owner="you"):
            raise Unsupported("a use trigger of someone else")
        if own == "助太刀":
            return Trig("used", subject=ws_sel(ref="this", kinds=("助太刀",)), during=during)
        raise Unsupported("a use trigger of this ability")
    if c.verb == "trigger" and c.form is A.Form.PAST:
        # あなたのCXがトリガーした時: the card the trigger check puts into the resolution zone
        sh_steps._only(args, {A.Role.SUBJECT, A.Role.MEANS}, "a trigger-check trigger")
        subj = sel(args.get(A.Role.SUBJECT))
        means = args.get(A.Role.MEANS)
        if means is not None:
            # 「このカードのアタックでクライマックスがトリガーした時」: the trigger check of the
            # attack this card makes (7.3.1: its trigger step checks the turn player's deck top;
            # 「このカードの攻撃中に実行されるトリガーチェック」, 7.3.1.2.3.1) — the same as
            # 「このカードのトリガーチェックで…がでた時」
            if (
                means != A.NounPhrase((A.Ref("this_card"), A.Word("attack")), ("の",))
                or icon_owner is not None
                or subj.ref is not None
                or subj.zone is not None
                or subj.owner is not None
                or subj.count is not None
            ):
                raise Unsupported("a trigger-check trigger with means")
            return ws_trig(
                "triggered", subject=ws_sel(subj, owner="you"), of=Sel(ref="this"), during=during
            )
        if subj == Sel(ref="this") and icon_owner is None:
            # 「このカードがトリガーした時」: the trigger check of its master's attack put this card
            # into the resolution zone (4.12, 7.3.1.2); the ability works there (``moved_to``)
            return Trig("triggered", subject=subj, during=during)
        if subj.ref is not None or subj.zone is not None or subj.count is not None:
            raise Unsupported("a trigger-check trigger of this shape")
        if icon_owner is not None:
            subj = ws_sel(subj, owner=icon_owner)
        return Trig("triggered", subject=subj, during=during)
    if (
        c.verb == "flip"
        and c.form is A.Form.PASSIVE_PAST
        and isinstance(args.get(A.Role.MEANS), A.NounPhrase)
        and args[A.Role.MEANS].terms[-1:] == (A.Word("trigger_check"),)  # type: ignore[union-attr]
    ):
        # 「このカードのトリガーチェックで、CXがめくられた時」: the trigger check flips the deck's top
        # card (7.3.1.2) — the card it reveals, as 「…トリガーチェックでCXがでた時」
        c = dataclasses.replace(c, verb="come_out", form=A.Form.PAST)
    if (
        c.verb == "reveal"
        and c.form is A.Form.PAST
        and not c.modal
        and set(args) == {A.Role.SUBJECT, A.Role.MEANS, A.Role.OBJECT}
        and args[A.Role.MEANS] == A.NounPhrase((A.Word("trigger_check"),))
        and isinstance(args[A.Role.SUBJECT], A.NounPhrase)
    ):
        # 「相手のキャラがトリガーチェックでクライマックスを公開した時」: the character whose trigger
        # check reveals the deck's top card (7.3.1.2) — the card it reveals, as 「相手のキャラの
        # トリガーチェックでクライマックスがでた時」
        who = args[A.Role.SUBJECT]
        check = A.NounPhrase((*who.terms, A.Word("trigger_check")), (*who.links, "の"))
        c = dataclasses.replace(
            c,
            verb="come_out",
            args=(A.Arg(A.Role.MEANS, check), A.Arg(A.Role.SUBJECT, args[A.Role.OBJECT])),
        )
        return trigger(
            dataclasses.replace(
                t,
                event=dataclasses.replace(
                    e, args=(dataclasses.replace(e.args[0], value=A.NounPhrase((A.Relative(c),))),)
                ),
            ),
            subject,
        )
    if c.verb in ("come_out", "come_out_kanji") and c.form is A.Form.PAST:
        # でた / 出た: one verb in two spellings (the lexicon keeps them apart for VG's own use)
        # あなたのキャラのトリガーチェックでクライマックスがでた時: the card the trigger check of
        # that player's attack reveals (7.3.1.2), read as 「あなたのCXがトリガーした時」
        sh_steps._only(args, {A.Role.SUBJECT, A.Role.MEANS}, "a trigger-check trigger")
        m = args.get(A.Role.MEANS)
        subj = sel(args.get(A.Role.SUBJECT))
        if (
            isinstance(m, A.NounPhrase)
            and len(m.terms) == 2
            and isinstance(m.terms[0], A.Owner)
            and m.terms[1] == A.Word("trigger_check")
            and m.links == ("の",)
        ):
            # 「あなたのトリガーチェックで」: the trigger check of that player's attack — only the
            # turn player's character attacks and checks (7.1.1, 7.3.1), the same as 「あなたの
            # キャラのトリガーチェックで」
            m = A.NounPhrase((m.terms[0], A.CardKind("character"), m.terms[1]), ("の", "の"))
        if (
            isinstance(m, A.NounPhrase)
            and m.terms == (A.Ref("this_card"), A.Word("trigger_check"))
            and m.links == ("の",)
        ) and (
            subj.ref is None and subj.zone is None and subj.owner is None and subj.count is None
        ):
            # このカードのトリガーチェックで…がでた時: the trigger check of the attack this card
            # makes (7.3.1: the trigger step of its attack reveals the turn player's deck top)
            return ws_trig(
                "triggered",
                subject=ws_sel(subj, owner="you"),
                of=Sel(ref="this"),
                during=during,
            )
        if (
            not isinstance(m, A.NounPhrase)
            or [type(t).__name__ for t in m.terms] != ["Owner", "CardKind", "Word"]
            or m.terms[0].who not in ("you", "opponent")  # type: ignore[union-attr]
            or m.terms[1].id != "character"  # type: ignore[union-attr]
            or m.terms[2].id != "trigger_check"  # type: ignore[union-attr]
            or subj.ref is not None
            or subj.zone is not None
            or subj.owner is not None
            or subj.count is not None
        ):
            raise Unsupported("a trigger-check trigger of this shape")
        owner = m.terms[0].who  # type: ignore[union-attr]
        return Trig("triggered", subject=ws_sel(subj, owner=owner), during=during)
    if c.verb == "reverse" and c.form is A.Form.PAST:
        np = args.get(A.Role.SUBJECT)
        if (
            A.Role.MEANS not in args
            and isinstance(np, A.NounPhrase)
            and len(np.terms) > 1
            and np.terms[-1] == A.Word("battle_opponent")
            and np.links[-1] == "の"
            and sel(A.NounPhrase(np.terms[:-1], np.links[:-1])).ref is None
        ):
            # 他のあなたのキャラのバトル相手が【リバース】した時: the character battling one of
            # the characters these filters name (7.2.1.5.1)
            sh_steps._only(args, {A.Role.SUBJECT}, "a reverse trigger")
            holder = sel(A.NounPhrase(np.terms[:-1], np.links[:-1]))
            if (
                holder.kind != "character"
                or holder.zone not in (None, "stage")
                or holder.count is not None
            ):
                raise Unsupported("a reverse trigger on the battle opponent of these cards")
            return ws_trig(
                "reversed", subject=Sel(ref="battle_opponent_of"), of=holder, during=during
            )
        means = args.pop(A.Role.MEANS, None)
        if args.get(A.Role.WITH) == A.NounPhrase((A.Ref("this_card"),)) and means is None:
            # このカードとバトル中の、黄か青のキャラが【リバース】した時: its battle opponent
            args.pop(A.Role.WITH)
            means = A.NounPhrase((A.Ref("this_card"), A.Word("battle_opponent")), ("の",))
            subj0 = sel(args.get(A.Role.SUBJECT))
            if subj0.ref is not None:
                raise Unsupported("a reverse trigger with with")
        sh_steps._only(args, {A.Role.SUBJECT}, "a reverse trigger")
        subj = _subject_of(args, subject)
        if means is not None:
            # このカードのバトル相手でレベル2以上のキャラが【リバース】した時
            if sel(means) != Sel(ref="battle_opponent") or subj.ref is not None:
                raise Unsupported("a reverse trigger with means")
            if subj.zone or subj.owner or subj.count is not None:
                raise Unsupported("a reverse trigger with means")
            subj = ws_sel(subj, ref="battle_opponent", in_battle=False)
        elif subj.ref is None:
            # 他のあなたのバトル中のキャラが【リバース】した時: any character that passes the filters
            if subj.zone not in (None, "stage") or subj.count is not None:
                raise Unsupported("a reverse trigger on other cards")
            if subj.kind not in (None, "character"):
                raise Unsupported("a reverse trigger on other cards")
        elif subj.ref not in ("this", "battle_opponent", "chosen", *_RELATED):
            # 「このカードの正面のキャラが【リバース】した時」 (3.6.6), 前 / 後ろ (3.6.5), 隣 (3.6.4);
            # 「そのキャラが【リバース】した時」: the card an effect chose, for the delayed ability it
            # creates (8.7.5; refused on a card's own ability, ``names_chosen``)
            raise Unsupported("a reverse trigger on other cards")
        return Trig("reversed", subject=subj, during=during)
    if c.verb == "level_up" and c.form is A.Form.PAST:
        # 「あなたがレベルアップした時」: that player put a card into the level zone by the rule
        # process of 9.3 (9.3.2)
        sh_steps._only(args, {A.Role.SUBJECT}, "a level-up trigger")
        who = sel(args.get(A.Role.SUBJECT))
        if who not in (Sel(owner="you"), Sel(owner="opponent")):
            raise Unsupported("a level-up trigger of this shape")
        return Trig("level_up", owner=who.owner, during=during)
    if c.verb == "refresh" and c.form is A.Form.PAST:
        # 「あなたが山札をリフレッシュした時」: that player carried out the refresh process (9.2.4)
        # 「あなたの山札がリフレッシュした時」 / 「あなたがリフレッシュした時」: the same, the deck
        # the subject or unsaid
        sh_steps._only(args, {A.Role.SUBJECT, A.Role.OBJECT}, "a refresh trigger")
        who = sel(args.get(A.Role.SUBJECT))
        obj = sel(args[A.Role.OBJECT]) if A.Role.OBJECT in args else None
        if obj is None and who.zone == "deck":
            who, obj = ws_sel(who, zones=()), ws_sel(zones=("deck",))
        if who not in (Sel(owner="you"), Sel(owner="opponent")) or obj not in (
            None,
            ws_sel(zones=("deck",)),
        ):
            raise Unsupported("a refresh trigger of this shape")
        return Trig("refresh", owner=who.owner, during=during)
    if c.verb == "play" and c.form in (A.Form.PAST, A.Form.PASSIVE_PAST):
        if A.Role.SOURCE in args and sel(args[A.Role.SOURCE]) == ws_sel(zones=("hand",)):
            # 「手札から…をプレイした時」: a card played is a hand card (8.6.1), the same event
            del args[A.Role.SOURCE]
    if c.verb == "play" and c.form is A.Form.PASSIVE_PAST:
        # 「このカードがプレイされた時」 / 「あなたのイベントがプレイされた時」: the card played,
        # named as the subject (8.6.2.4), the same event as 「あなたがイベントをプレイした時」
        sh_steps._only(args, {A.Role.SUBJECT}, "a play trigger")
        what = _subject_of(args, subject)
        if what.ref == "this":
            # the card is in the hand when it is played (8.6.2.4), where its text does not work
            # (2.12.2.1); whether it hears that event from the stage is not said — 「このカードが
            # プレイされて舞台に置かれた時」 (8.6.2.5.1) is the form read
            raise Unsupported("a play trigger on this card")
        if (
            what.ref is not None
            or what.zone is not None
            or what.count is not None
            or what.kind in (None, "card")
        ):
            raise Unsupported("a play trigger of this shape")
        return Trig(
            "played", subject=ws_sel(what, owner=None), owner=what.owner or None, during=during
        )
    if c.verb == "play" and c.form is A.Form.PAST:
        # 「あなたがイベントをプレイした時」: that player's card of that description has been
        # played (8.6.2.4)
        sh_steps._only(args, {A.Role.SUBJECT, A.Role.OBJECT}, "a play trigger")
        who = sel(args.get(A.Role.SUBJECT))
        what = sel(args.get(A.Role.OBJECT))
        if (
            who not in (Sel(owner="you"), Sel(owner="opponent"))
            or what.ref is not None
            or what.owner is not None
            or what.zone is not None
            or what.count is not None
            # 「あなたが「X」をプレイした時」: a card of that name, of whatever kind (2.1.2)
            or (what.kind is None and not what.names)
        ):
            raise Unsupported("a play trigger of this shape")
        return Trig("played", subject=what, owner=who.owner, during=during)
    if (
        c.verb == "do"
        and c.form is A.Form.PAST
        and args.get(A.Role.NONE) == A.NounPhrase((A.Word("damage_cancel"),))
    ):
        # 「相手がダメージキャンセルした時」: that player's damage process ended with a climax
        # revealed — 「ダメージキャンセル」 (4.10.1.2) — the same event as 「相手の受けたダメージが
        # キャンセルされた時」
        sh_steps._only(args, {A.Role.SUBJECT, A.Role.NONE}, "a damage cancel trigger")
        who = sel(args.get(A.Role.SUBJECT))
        if who not in (Sel(owner="you"), Sel(owner="opponent")):
            raise Unsupported("a damage cancel trigger of this shape")
        return Trig("damage_cancelled", owner=who.owner, during=during)
    damage = _player_damage(c, args)
    if damage is not None:
        return dataclasses.replace(damage, during=during)
    if c.verb == "leave" and c.form is A.Form.PAST:
        # 「このカードが舞台から離れた時」: the card moved from the stage to any zone other than the
        # stage (2.12.2.3.1 「その領域から離れる」; 8.7.4 a zone-move trigger, read on the stage it
        # left, 8.7.4.1.2)
        sh_steps._only(args, {A.Role.SUBJECT, A.Role.SOURCE}, "a leave trigger")
        subj = _subject_of(args, subject)
        src = sel(args.get(A.Role.SOURCE))
        if src.zone not in ("stage", "front_row", "back_row") or src != ws_sel(zone=src.zone):
            raise Unsupported("a leave trigger from this zone")
        if (
            subj.ref not in (None, "this")
            or subj.zone not in (None, "stage")
            or subj.count is not None
            or subj.kind not in (None, "character")
        ):
            raise Unsupported("a leave trigger of this shape")
        return Trig("placed", subject=subj, src=(src.zone,), dst=(ELSEWHERE,), during=during)
    if c.verb in ORIENT_EVENTS and c.form is A.Form.PAST:
        # 「相手の【スタンド】しているキャラが【レスト】した時」: a character on the stage turned to
        # 【レスト】 — by an attack (7.2.1.5.3), a cost, an effect — that was 【スタンド】 before it
        # (the subject's state is read as it was when the event happened, 8.1.1.2.1)
        battling = args.get(A.Role.WITH) == A.NounPhrase((A.Ref("this_card"),))
        if battling:
            # 「このカードとバトル中のキャラが【レスト】した時」: its battle opponent (7.2.1.5.1); the
            # grammar hangs 「このカードと」 on the verb
            args.pop(A.Role.WITH)
        sh_steps._only(args, {A.Role.SUBJECT}, "a rest trigger")
        subj = _subject_of(args, subject)
        if battling:
            if (
                subj.ref is not None
                or "in_battle" not in subj.states
                or subj.owner
                or subj.zone
                or subj.count is not None
                or orientation(subj) is not None
                or subj.kind not in (None, "character")
            ):
                raise Unsupported("a rest trigger with with")
            subj = ws_sel(subj, ref="battle_opponent", in_battle=False)
        elif (
            # this card, described characters, or one in a slot related to this card's (正面 /
            # 前 / 後ろ / 隣, 3.6.4-3.6.6)
            subj.ref not in (None, "this", *_RELATED)
            or subj.zone not in (None, "stage")
            or subj.count is not None
            or subj.kind not in (None, "character")
            or orientation(subj) not in (None, *_ORIENTED_FROM[c.verb])
        ):
            raise Unsupported(f"a {c.verb} trigger of this shape")
        # 【レスト】した時 / 【スタンド】した時: the card turned to that state (an Orient event of the
        # engine; one already in it is not turned, 1.3.2.1, and nothing triggers)
        return Trig(ORIENT_EVENTS[c.verb], subject=subj, during=during)
    if c.verb == "move" and c.form is A.Form.PAST:
        # 「あなたのキャラが、他の枠に動いた時」 / 「このカードが他の枠に移動した時」: a character
        # moved from its slot to another slot of the stage (3.6.3) — by an effect's move or swap
        # (a swap moves each of the two, each meeting the condition: 8.7.2, 8.7.2.1)
        # 「このカードが移動した時」 (no place said: another slot, 3.6.3) / 「…が前列 / 後列(の枠)に
        # 移動した時」: to a slot of that row (3.6.4)
        # 「…が前列の枠から後列の枠に動いた時」 / 「…が前列の中央以外の枠から前列の中央の枠に動いた
        # 時」: from a slot of that row / that one slot (or any but it) — 3.6.4 names the slots
        sh_steps._only(args, {A.Role.SUBJECT, A.Role.GOAL, A.Role.SOURCE}, "a slot-move trigger")
        row = _slot_places(args.get(A.Role.GOAL))
        src = _slot_places(args.get(A.Role.SOURCE))
        subj = _subject_of(args, subject)
        if (
            subj.ref not in (None, "this")
            or subj.zone not in (None, "stage")
            or subj.count is not None
            or subj.kind not in (None, "character")
        ):
            raise Unsupported("a slot-move trigger of this shape")
        return Trig("slot_moved", subject=subj, src=src, dst=row, during=during)
    if c.verb == "draw" and c.form is A.Form.PAST:
        # 「あなたがカードを引いた時」: that player drew a card — the top card of the deck moved to
        # the hand (4.7.1), by the rules or an effect; each card drawn is one such event
        src = args.pop(A.Role.SOURCE, None)
        if src is not None and not (
            isinstance(src, A.NounPhrase)
            and src.terms[-1:] == (A.Zone("deck"),)
            and all(t == A.Owner("self") for t in src.terms[:-1])
        ):
            raise Unsupported("a draw trigger from this zone")  # 「(自分の)山札から」: the deck
        sh_steps._only(args, {A.Role.SUBJECT, A.Role.OBJECT}, "a draw trigger")
        who = sel(args.get(A.Role.SUBJECT))
        if (
            who not in (Sel(owner="you"), Sel(owner="opponent"))
            or args.get(A.Role.OBJECT, _A_CARD) != _A_CARD
        ):
            raise Unsupported("a draw trigger of this shape")
        return Trig("drew", owner=who.owner, during=during)
    raise Unsupported(f"trigger {c.verb}.{c.form.value}")


_STAGE_SLOTS = ("left_front", "center_front", "right_front", "left_back", "right_back")


def _slot_places(np: Any) -> tuple[str, ...]:
    """The slots a slot-move trigger's 「…から」 / 「…に」 names (3.6.3, 3.6.4), as zone classes the
    runtime matches a slot against (``automatic._zone_class``): () for none said or 「他の枠」 (any
    other slot, 3.6.3); ``front_row`` / ``back_row`` for 「前列 / 後列(の枠)」; one slot's zone for
    「前列の中央 / 左 / 右の枠」, 「後列の左 / 右の枠」; and for 「X以外の枠」 every slot of the stage
    not in X."""
    if np is None:
        return ()
    if not isinstance(np, A.NounPhrase):
        raise Unsupported("a slot-move trigger of this shape")
    if len(np.terms) > 1 and np.terms[0] == A.Zone("stage") and np.links[0] == "の":
        # 「舞台の他の枠」 / 「舞台の前列の枠」: every slot is the stage's (3.6.1), 舞台の names no
        # other place
        np = A.NounPhrase(np.terms[1:], np.links[1:])
    if np.terms == (A.Ref("other"), A.Zone("slot")):
        return ()
    terms, links = np.terms, np.links
    except_ = len(terms) >= 3 and terms[-2:] == (A.Ref("except"), A.Zone("slot"))
    if except_:
        # 「前列の中央以外の枠」: the slot named, and the rest are meant
        terms, links = (*terms[:-2], A.Zone("slot")), (*links[:-2], "の")
    named = _named_slot(tuple(terms))
    if named is not None:
        places: tuple[str, ...] = ("stage.center_front" if named == "center" else named,)
    else:
        g = sel(_row_of_slots(A.NounPhrase(tuple(terms), tuple(links))))
        if g.zone not in ("front_row", "back_row") or g != ws_sel(zone=g.zone):
            raise Unsupported("a slot-move trigger of this shape")
        places = (g.zone,)
    if not except_:
        return places
    front = ("left_front", "center_front", "right_front")
    return tuple(
        f"stage.{z}"
        for z in _STAGE_SLOTS
        if f"stage.{z}" not in places and ("front_row" if z in front else "back_row") not in places
    )


def _row_of_slots(np: A.NounPhrase) -> A.NounPhrase:
    """「前列の枠」 → 「前列」: a row named with its slots."""
    if len(np.terms) == 2 and np.terms[1] == A.Zone("slot") and np.links == ("の",):
        return A.NounPhrase(np.terms[:1])
    return np


_A_CARD = A.NounPhrase((A.CardKind("card"),))

_OWN_CARD_EFFECT = A.NounPhrase(
    (A.Owner("self"), A.CardKind("card"), A.CardKind("effect")), ("の", "の")
)
_EFFECT = A.CardKind("effect")
_CARD = A.CardKind("card")
# 「(自分 / 相手の)(カードの)効果で」: a move made by the effect of the ability of a card — whose card
# (the runtime's ``automatic.EFFECT_MEANS``: own, opponent, any)
_EFFECT_OF: dict[A.NounPhrase, str] = {
    _OWN_CARD_EFFECT: "own",
    A.NounPhrase((A.Owner("you"), _CARD, _EFFECT), ("の", "の")): "own",
    A.NounPhrase((A.Owner("self"), _EFFECT), ("の",)): "own",
    A.NounPhrase((A.Owner("opponent"), _CARD, _EFFECT), ("の", "の")): "opponent",
    A.NounPhrase((A.Owner("opponent"), _EFFECT), ("の",)): "opponent",
    A.NounPhrase((_CARD, _EFFECT), ("の",)): "any",
    # 「あなたの効果で」 (the master's card's effect, as 自分の), 「効果で」 (any card's, 8.2.1)
    A.NounPhrase((A.Owner("you"), _EFFECT), ("の",)): "own",
    A.NounPhrase((_EFFECT,)): "any",
}

_CARD_TYPES = ("character", "event", "climax")


def _whose_effect(np: Any) -> tuple[str, tuple[str, ...]] | None:
    """「(自分 / 相手の)(カードの)効果で」 (``_EFFECT_OF``) and 「あなたの / 相手のキャラ(イベント
    / CX)の効果で」: whose card's effect moves the card (own, opponent, any) and the types the card
    must be of (() for any card: an ability of a card of that type, 8.2.1); None for another
    phrase."""
    if not isinstance(np, A.NounPhrase):
        return None
    if np in _EFFECT_OF:
        return _EFFECT_OF[np], ()
    if len(np.terms) < 2 or np.terms[-1] != _EFFECT or np.links[-1] != "の":
        return None
    typed = np.terms[-2]
    if not isinstance(typed, A.CardKind) or typed.id not in _CARD_TYPES:
        return None
    bare = A.NounPhrase((*np.terms[:-2], _CARD, _EFFECT), (*np.links[:-2], "の", "の"))
    whose = _EFFECT_OF.get(bare)
    return None if whose is None else (whose, (typed.id,))


_STATE_OF = {"rest_state": "rest", "stand_state": "stand", "reverse_state": "reverse"}


# the zones whose cards a 「…がN枚になった時」 counts (a player's zone of cards, 3.1)
_COUNTED_ZONES = ("hand", "deck", "stock", "clock", "waiting_room", "memory", "level")


def _count_became(c: A.Action) -> Trig | None:
    """「あなたの手札が0枚になった時」 / 「相手の山札が0枚になった時」: the number of cards in that
    player's zone became N — an event (8.1.1.2.1) that happens when a move leaves N cards there
    and there were not N before it (``count_became``). None for another clause."""
    if c.verb != "become" or c.form is not A.Form.PAST or c.modal or c.more:
        return None
    args = {a.role: a.value for a in c.args}
    if set(args) != {A.Role.SUBJECT, A.Role.GOAL} or len(c.args) != 2:
        return None
    subj, goal = args[A.Role.SUBJECT], args[A.Role.GOAL]
    if not (
        isinstance(subj, A.NounPhrase)
        and len(subj.terms) == 2
        and subj.links == ("の",)
        and isinstance(subj.terms[0], A.Owner)
        and subj.terms[0].who in ("you", "opponent")
        and isinstance(subj.terms[1], A.Zone)
        and subj.terms[1].id in _COUNTED_ZONES
        and isinstance(goal, A.NounPhrase)
        and len(goal.terms) == 1
        and isinstance(goal.terms[0], A.Count)
        and goal.terms[0].bound == "exact"
        and goal.terms[0].unit == "card"
        and goal.terms[0].number is not None
        and goal.terms[0].number.value is not None
    ):
        return None
    return ws_trig(
        "count_became",
        owner=subj.terms[0].who,
        dst=(subj.terms[1].id,),
        count=goal.terms[0].number.value,
    )


def _oriented(c: A.Action) -> A.Action:
    """One event, three wordings (4.6.1.1-4.6.1.3: making a card so oriented is 「スタンドする」 /
    「レストする」 / 「リバースする」): 「Xが【スタンド】状態になった時」 and, the card turned by
    someone, 「Xが【レスト】された時」 / 「Xが【リバース】された時」 read as 「Xが【スタンド】した時」 …
    Another clause is returned as it is."""
    if c.verb in (*ORIENT_EVENTS, "reverse") and c.form is A.Form.PASSIVE_PAST:
        if any(a.role not in (A.Role.SUBJECT, A.Role.TIME) for a in c.args):
            return c  # 「…によって【レスト】された」: the agent is more than the event says
        return dataclasses.replace(c, form=A.Form.PAST)
    if c.verb != "become" or c.form is not A.Form.PAST:
        return c
    goals = [a for a in c.args if a.role is A.Role.GOAL]
    if len(goals) != 1 or any(
        a.role not in (A.Role.SUBJECT, A.Role.GOAL, A.Role.TIME) for a in c.args
    ):
        return c
    g = goals[0].value
    if not (
        isinstance(g, A.NounPhrase)
        and len(g.terms) in (1, 2)
        and isinstance(g.terms[0], A.Word)
        and g.terms[0].id in _STATE_OF
        and g.terms[1:] in ((), (A.Word("state"),))
    ):
        return c
    verb = _STATE_OF[g.terms[0].id]
    return dataclasses.replace(c, verb=verb, args=tuple(a for a in c.args if a is not goals[0]))


def moved_to(trig: Trig | None) -> tuple[str, ...]:
    """The zones a trigger on this card moving outside the stage (「このカードが手札から控え室に
    置かれた時」, 「このカードがクロックに置かれた時」: a zone-move trigger, 8.7.4) has the card come
    to: the ability is written to be used there (2.12.2.3), as the card arrives — read by the
    runtime as the zones it works in (``Program`` ``active_in``). A move onto the stage, or off it,
    is heard where the card's text works anyway (2.12.2.1, 8.7.4.1.2): none."""
    if trig is None:
        return ()
    out: list[str] = []
    for t in trig.parts or (trig,):
        if t.event == "triggered" and t.subject == Sel(ref="this"):
            # 「このカードがトリガーした時」: the trigger check puts the card into the resolution
            # zone (7.3.1.2), where the ability is written to be used (2.12.2.3)
            out.append("resolution")
            continue
        if t.event != "placed" or t.subject is None or t.subject.ref != "this":
            continue
        if t.src == ("stage",):
            continue
        out += [z for z in t.dst if z not in ("stage", "front_row", "back_row", "center")]
    return tuple(dict.fromkeys(out))
