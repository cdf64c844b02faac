"""The game's basic acts: drawing, energy, HP, damage and its reduction (4.3.9, 4.3.10), crashing
(4.2.4, 4.3.11), tapping, control (4.2.12), and effects a scenario describes."""

from __future__ import annotations

from collections.abc import Generator
from itertools import permutations
from typing import Any

from ruling import unsettled
from ruling.core import Ctx, ScenarioInputError
from ruling.games._co.common import (
    TYPE_JA,
    Proc,
    controller,
    damage_of,
    energy,
    find_card,
    is_character,
    label,
    on_field,
    pv,
    set_cards_stay,
    set_on,
    view,
)
from ruling.rules import (
    AddEffect,
    Choose,
    Do,
    Mark,
    Move,
    MoveMany,
    Option,
    Orient,
    Reject,
    SetCard,
    SetVar,
    Warn,
)
from ruling.state import Card
from ruling.values import (
    Operand,
    assume_unmatched,
    compare,
    is_unknown,
    shown,
    unknown_card,
    unknown_in_filter,
)

# steps in which no energy may be gained (3.2.2, 3.7.1, 3.7.4)
NO_ENERGY = {
    ("untap", "untap"): "3.2.2",
    ("turn_end", "damage_reset"): "3.7.1",
    ("turn_end", "energy_loss"): "3.7.4",
}


def who(ctx: Ctx, p: dict[str, Any]) -> str:
    return p.get("player") or ctx.state.turn.player


def draw(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """Draw from the top of the deck; the card is a hand card once the draw is done (4.2.1)."""
    player = who(ctx, p)
    for _ in range(int(p.get("amount", 1))):
        deck = ctx.zone(player, "deck")
        # a deck the scenario did not list is unknown, not empty: the card drawn is unknown
        if not deck and (yield from unknown_card(ctx, player, "deck", "山札", "deck", ("4.2.1",))):
            deck = ctx.zone(player, "deck")
        if not deck:
            yield Reject(
                f"{player} の山札にカードがないため、カードを引けません",
                f"{player}'s deck is empty: no card is drawn",
                ("4.1.2#li2",),
            )
            return
        yield Move(
            uid=deck[0].uid,
            player=player,
            zone="hand",
            clauses=("4.2.1",),
            ja=f"{player} は山札からカードを1枚引く",
            en=f"{player} draws a card from the deck",
            # the moment 「…がカードを引いた直後」 (4.3.5) is read against
            touches=(f"drew.{player}",),
        )


def gain_energy(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """4.3.1: gaining energy is no action and may be done at any time it is not forbidden."""
    player = who(ctx, p)
    st = ctx.state
    banned = NO_ENERGY.get((st.turn.phase or "", st.turn.step or ""))
    if st.vars.get("co.paying"):
        banned = "4.3.2.3"
    if banned:
        yield Reject(
            "この時点ではエネルギーを得ることはできません",
            "no energy may be gained at this point",
            (banned,),
        )
        return
    n = int(p["amount"])
    # a step that forbids plays and uses says that energy may still be gained there (3.2.1,
    # 3.3.1, 3.6.2, 3.7.2 …「…出来ませんが、エネルギーを得ることはできます」): it is cited with 4.3.1
    from ruling.games._co.turn import no_play_here

    yield SetVar(
        key=f"energy.{player}",
        value=energy(ctx, player) + n,
        clauses=("4.3.1", *(no_play_here(ctx) or ())),
        ja=f"{player} は{n}エネルギーを得る（行動ではない）",
        en=f"{player} gains {n} energy (not an action)",
        # the moment 「…がエネルギーを得た直後」 (4.3.5) is read against
        touches=(f"gained.{player}",),
    )
    only = p.get("only")
    if only:
        # 「このエネルギーはアイテムカードのプレイにのみ使用できる」: that energy may pay for the
        # play of a card of that type alone (the text over 4.3.1's use of energy, 4.2.9)
        from ruling.games._co.common import energy_only

        marks = energy_only(ctx, player)
        yield SetVar(
            key=f"co.energy_only.{player}",
            value={**marks, only: marks.get(only, 0) + n},
            clauses=("4.3.1", "4.2.9"),
            ja=f"{player} が得た{n}エネルギーは {only} カードのプレイにのみ支払える",
            en=f"the {n} energy {player} gained may pay only for playing a {only} card",
        )


# the highest number 1.4 asks the HP counter to count
HP_COUNTER_MAX = 30


def change_hp(
    ctx: Ctx,
    player: str,
    delta: int,
    clauses: tuple[str, ...],
    why: str,
    caused_by: tuple[int, ...] = (),
    by: str | None = None,
) -> Proc:
    """``player``'s HP changes by ``delta``; ``by``: the player whose card or ability makes it
    change (when known)."""
    from ruling.games._co.triggers import fire_hp

    hp = pv(ctx, "hp", player)
    if hp is None:
        step = yield from _unknown_hp_change(ctx, player, delta, clauses, why, caused_by)
        # the HP changed by ``delta`` (its value not given): the abilities waiting for it
        yield from fire_hp(ctx, player, delta, (step,))
        return
    new = int(hp) + delta
    read: tuple[str, ...] = ()
    if delta > 0 and new > HP_COUNTER_MAX:
        # 1.4 asks for an HP counter that counts 1 to 30 and no clause sets a maximum HP:
        # whether HP rises above 30 is not settled by the text (a reading choice)
        cap = yield Choose(
            player,
            "reading",
            f"1.4 の読み方: HPカウンターは「1〜30まで全ての数字を数えることができる道具」とあるだけで、HPの上限を定める条文はない。{hp}から{delta}回復して30を超えるか",
            f"the reading of 1.4: the HP counter need only count 1 to 30 and no clause sets a "
            f"maximum HP; does {hp} + {delta} go above 30?",
            (
                Option("no_maximum", "上限はない（30を超える）", "no maximum (above 30)", False),
                Option("capped", "30が上限", "capped at 30", True),
            ),
            ("1.4",),
            reading=True,
        )
        read = ("1.4",)
        if cap:
            new = HP_COUNTER_MAX
    if by == player and int(hp) > 0 >= new:
        # 4.1.2 ends the game when a player 「対戦相手のHPを0にしたとき」 (#li1); no condition names
        # a player whose own card brought its own HP to 0 (the audit's ``own_hp_to_zero``): the
        # fact is recorded here and the point asked where the game's end is found
        # (``processes.apply_end``), when the other player's HP is known too (4.1.2#li3)
        yield SetVar(key=f"co.own_card_zero.{player}", value=True)
    elif (
        by is not None
        and by != player
        and delta < 0
        and (
            ctx.state.vars.get(f"co.own_zero.{player}")
            or ctx.state.vars.get(f"co.own_card_zero.{player}")
        )
    ):
        # the opponent now brings it to 0 (again): 「対戦相手のHPを0にしたとき」 holds
        yield SetVar(key=f"co.own_zero.{player}", value=None)
        yield SetVar(key=f"co.own_card_zero.{player}", value=None)
    verb_ja = "回復する" if delta > 0 else "減る"
    step = yield SetVar(
        key=f"hp.{player}",
        value=new,
        clauses=clauses + read,
        ja=f"{why}: {player} のHPが{abs(delta)}点{verb_ja}（{hp} → {new}）",
        en=f"{why}: {player}'s HP {'rises' if delta > 0 else 'falls'} by {abs(delta)} ({hp} -> {new})",
        caused_by=caused_by,
        tag="hp_lost" if delta < 0 else None,
        data={"player": player},
    )
    # the abilities waiting for that player's HP to rise / fall (4.3.6)
    yield from fire_hp(ctx, player, new - int(hp), (step,))


def _unknown_hp_change(
    ctx: Ctx,
    player: str,
    delta: int,
    clauses: tuple[str, ...],
    why: str,
    caused_by: tuple[int, ...],
) -> Generator[Any, Any, Any]:
    """``player``'s HP, which the scenario does not give, changes by ``delta``. The value is not
    invented (never read as 0 or as any default): what the change does is counted against it.
    HP lost may bring it to 0, which ends the game (4.1.2 「対戦相手のHPを0にしたとき」): whether
    it does depends on the HP not given, a choice point on that value (``Choose.unknown``) — the
    HP at most the loss counted so far (to 0: the game ends), or more (the game goes on, the HP
    still unknown, and known from then on to be more than that loss, so a later loss asks again
    only about the part not yet survived). The net change is kept in ``hp_net.<player>``, the
    loss known survived in ``hp_above.<player>``. A gain only changes the net."""
    net = int(ctx.state.vars.get(f"hp_net.{player}") or 0) + delta
    survived = int(ctx.state.vars.get(f"hp_above.{player}") or 0)
    verb_ja = "回復する" if delta > 0 else "減る"
    verb_en = "rises" if delta > 0 else "falls"
    step = yield SetVar(
        key=f"hp_net.{player}",
        value=net,
        clauses=clauses,
        ja=f"{why}: {player} のHPが{abs(delta)}点{verb_ja}（HPはシナリオに書かれていない）",
        en=f"{why}: {player}'s HP {verb_en} by {abs(delta)} (the HP is not given)",
        caused_by=caused_by,
        tag="hp_lost" if delta < 0 else None,
        data={"player": player},
    )
    loss = -net
    if delta >= 0 or loss <= survived:
        yield Warn(
            "assumption",
            f"{player} のHPがシナリオに書かれていないため、HPの値は不明のままです",
            f"{player}'s HP is not given: its value stays unknown",
            clauses,
            key="not_given_unknown",
        )
        return step
    to_zero = yield Choose(
        player,
        "unknown_value",
        f"{player} のHP（シナリオに書かれていない）が失った{loss}点以下か",
        f"whether {player}'s HP (not given) is at most the {loss} lost",
        (
            Option(f"{player}.hp<={loss}", f"HP{loss}以下", f"HP at most {loss}", True),
            Option(f"{player}.hp>{loss}", f"HP{loss}より多い", f"HP more than {loss}", False),
        ),
        (*clauses, "4.1.2#li1"),
        unknown=True,
    )
    if to_zero:
        yield SetVar(
            key=f"hp.{player}",
            value=0,
            clauses=(*clauses, "4.1.2#li1"),
            ja=f"{player} のHP（{loss}以下）は0になる",
            en=f"{player}'s HP (at most {loss}) reaches 0",
            caused_by=(step,),
            tag="hp_lost",
            data={"player": player},
        )
        return step
    yield SetVar(
        key=f"hp_above.{player}",
        value=loss,
        clauses=clauses,
        ja=f"{player} のHPは{loss}より多い: 0にならない（値は不明のまま）",
        en=f"{player}'s HP is more than {loss}: it does not reach 0 (the value stays unknown)",
        caused_by=(step,),
        touches=(f"var:hp.{player}",),
    )
    return step


def heal(ctx: Ctx, p: dict[str, Any]) -> Proc:
    yield from change_hp(ctx, who(ctx, p), int(p["amount"]), ("4.3.2.6",), "回復")


def _dealer(ctx: Ctx, src: str) -> str | None:
    """The player whose card deals a damage given with its ``source`` (who brings the HP down,
    4.1.2#li1): the player whose zone the source card is in (the controller of a card on the
    field, 4.2.12); a source on the board nowhere — a card played and gone — is the act of the
    scenario's acting player, the turn player. No source: not known (None)."""
    if not src:
        return None
    uid = find_card(ctx, src, None)
    w = ctx.where(uid) if uid else None
    return w[0] if w else ctx.state.turn.player


def damage(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """Damage to a player (HP) or to a character (4.3.9, through the reduction of 4.3.10)."""
    to = str(p["to"])
    amount = int(p["amount"])
    src = p.get("source") or ""
    if to in ctx.state.players:
        cut: tuple[int, ...] = ()
        if p.get("reduce"):
            amount, cut = yield from reduce_to_player(ctx, to, amount, p["reduce"])
            if amount <= 0:
                return
        yield from change_hp(
            ctx,
            to,
            -amount,
            ("4.1.2#li1",),
            f"ダメージ{src and f'（{src}）'}",
            cut,
            by=_dealer(ctx, src),
        )
        return
    uid = find_card(ctx, to, None, ("field",))
    if uid is None or not on_field(ctx, uid):
        yield Reject(f"{to} はフィールドにいません", f"{to} is not on the field", ())
        return
    yield from deal_to_character(
        ctx, uid, amount, src, None, p.get("reduce") or [], after=p.get("after") or []
    )


def reduce_to_player(
    ctx: Ctx, to: str, amount: int, reduce: list[dict[str, Any]]
) -> Generator[Any, Any, tuple[int, tuple[int, ...]]]:
    """A reduction (increase) of the damage dealt to the player ``to``: 4.3.10 gives the window
    for 「キャラクターに与えられたダメージ」 only, so whether a card reducing a player's damage
    (「あなたが受けるダメージをN点軽減する」) has it is a gap of the text (co.unsettled
    player_damage_reduction, both readings run): the engine's first reads the card's text in the
    same window (4.2.9, 4.3.10.2); the other gives a player's damage no window, the card only
    after the damage is dealt, which 「すでに与えられているダメージは軽減できません」 leaves whole.
    Returns the damage determined and the steps that reduced it; 0 is no damage (4.3.10.3)."""
    window = yield unsettled.choose(
        to, "co", "player_damage_reduction", {"window": True, "no_window": False}
    )
    if not window:
        m = yield Mark(
            clauses=("4.3.10",),
            ja=f"4.3.10 の軽減はキャラクターに与えられたダメージのもの: {to} へのダメージは軽減されない"
            "（すでに与えられたダメージは軽減できない）",
            en=f"4.3.10's reduction is of damage dealt to a character: the damage to {to} is "
            "not reduced (damage already dealt cannot be reduced)",
            touches=(f"var:hp.{to}",),
        )
        return amount, (m,)
    given = amount
    amount, cut = yield from reduction_window(ctx, amount, reduce, ("4.2.9",), player=to)
    if cut and amount > 0:
        # 4.3.10.3: the damage given less what was reduced is the damage determined — what the
        # player's HP loses (a reduction that leaves some damage still deals it)
        m = yield Mark(
            clauses=("4.3.10.3",),
            ja=f"ダメージ量の決定: {given}点から軽減された値を引いた{amount}点が {to} へのダメージ",
            en=f"damage determined: {given} less what was reduced, {amount} to {to}",
            caused_by=cut,
            touches=(f"var:hp.{to}",),
        )
        cut = (*cut, m)
    if amount <= 0:
        yield Mark(
            clauses=("4.3.10.3", "4.2.9"),
            ja=f"軽減によりダメージが0になったため、{to} にダメージは与えられない",
            en=f"reduced to 0: no damage is dealt to {to}",
            caused_by=cut,
            touches=(f"var:hp.{to}",),
        )
    return amount, cut


def reduction_window(
    ctx: Ctx,
    amount: int,
    reduce: list[dict[str, Any]],
    clauses: tuple[str, ...] = (),
    of: str | None = None,
    player: str | None = None,
) -> Generator[Any, Any, tuple[int, tuple[int, ...]]]:
    """4.3.10.2: the reduction window of a damage of ``amount`` (to the character ``of``), with
    the reductions (increases) ``reduce`` lists; 4.3.10.3: the damage determined, never below
    0, and the step that reduced it (if any)."""
    # what a card's 「…が受けるダメージをN点軽減する / 0にする」 reads: whose damage, how much
    yield SetVar(key="co.reduction_of", value={"card": of, "player": player, "amount": amount})
    opened = yield SetVar(
        key="co.reduction",
        value=0,
        clauses=("4.3.10.2", *clauses),
        ja="ダメージ軽減のタイミング",
        en="damage reduction window",
    )
    if of is not None:
        # 「…がダメージを受けた直後 / とき、(そのダメージを)…軽減する」: triggered by this damage,
        # resolved in its reduction window (4.3.10.2; ``triggers.reduces_on_damage``)
        from ruling.games._co.triggers import fire, reduces_on_damage

        in_window = True
        if reduces_on_damage(ctx, of):
            # 4.3.10.2 gives the window to the cards 「played or used」 whose condition is
            # 「ダメージを受けたとき」, while 4.3.10 has a 「ダメージを与えたとき」 ability trigger
            # on the damage as determined (none for a damage reduced to 0): whether a standing
            # triggered ability of that condition reducing the damage resolves in the window,
            # the text does not settle (co.unsettled triggered_reduction_window, both run)
            taker = controller(ctx, of) or (ctx.card(of).owner if ctx.card(of) else None)
            in_window = yield from unsettled.holds(
                taker or ctx.state.turn.player, "co", "triggered_reduction_window", "window"
            )
        if in_window:
            yield from fire(ctx, "damage_window", [of], (opened,))
        else:
            yield Mark(
                clauses=("4.3.10", "4.3.6"),
                ja=f"{label(ctx, of)} のダメージで誘発する軽減の特殊能力は、ダメージ量の決定のあとに誘発する:"
                "すでに与えられたダメージは軽減できない",
                en=f"the reducing abilities triggered by {label(ctx, of)}'s damage trigger once it "
                "is determined: damage already dealt cannot be reduced",
                touches=(of,),
            )
    for act in reduce:
        act = dict(act)
        verb = act.pop("do")
        yield Do(verb, act, clauses=("4.3.10.2",))
    reduction = int(ctx.state.vars.get("co.reduction") or 0)
    last = ctx.step_of("var:co.reduction")
    # a reduction or an increase played in the window decided the damage, even where they
    # summed to nothing (4.3.10.3: the value given, less what was reduced)
    reduced = (last,) if last is not None and (reduction or last != opened) else ()
    final = max(0, amount - reduction)
    in_turn = ctx.state.vars.get(IN_TURN)
    if in_turn is not None and int(in_turn) != final:
        # a reduction larger than the damage, and an increase: 4.3.10.3 takes 「与えられた
        # ダメージの値から軽減された値を引いた数値」 and says nothing of an increase — summed
        # (the engine's), or each applied in turn, never below 0? (the audit's
        # damage_reduction_then_increase, both run)
        final = yield unsettled.choose(
            ctx.state.turn.player or "A",
            "co",
            "damage_reduction_then_increase",
            {"summed": final, "in_turn": int(in_turn)},
        )
    yield SetVar(key=IN_TURN, value=None)
    yield SetVar(key="co.reduction", value=None, ja="ダメージ量の決定", en="damage determined")
    yield SetVar(key="co.reduction_of", value=None)
    return final, reduced


# the steps of the end of turn after its damage reset (3.7: 1) comes first)
_AFTER_DAMAGE_RESET = ("effects_end", "hand", "energy_loss")


def deal_to_character(
    ctx: Ctx,
    uid: str,
    amount: int,
    source: str,
    src_type: str | None,
    reduce: list[dict[str, Any]],
    clauses: tuple[str, ...] = (),
    bounce: str | None = None,
    caused_by: tuple[int, ...] = (),
    after: list[dict[str, Any]] | None = None,
    by: str | None = None,
    unreducible: bool = False,
    player: str | None = None,
) -> Proc:
    """Damage of ``amount`` to the character ``uid`` (4.3.9, 4.3.10); ``player``: the player whose
    text deals it (who played / uses the card, recorded for the crash's cause); ``by``: the card that
    deals it (a battling character, 3.4.5.4; the card whose text deals it), whose
    「ダメージを与えたとき」 abilities damage of more than 0 triggers (4.3.10); ``unreducible``:
    「このダメージは軽減できない」 — the text over 4.3.10's reduction (4.2.9): no reduction takes
    anything off it, in the window or in force (an increase still adds, 4.3.10.2)."""
    card = ctx.card(uid)
    assert card is not None
    v = view(ctx, uid)
    w = ctx.where(uid)
    zone_ref = f"{w[0]}.{w[1]}" if w else uid
    if src_type is not None and src_type in v.immune:
        yield Mark(
            clauses=("4.3.8", *clauses),
            ja=f"{card.label} は{TYPE_JA.get(src_type, src_type)}の効果を受けないため、ダメージを受けない",
            en=f"{card.label} is immune to {src_type} effects: no damage",
            watch=tuple(v.sources),
            caused_by=caused_by,
            touches=(uid, zone_ref),
        )
        return
    if src_type is not None and v.immune:
        # 4.3.8 step 1 reads what the immunity covers — the 「効果」 of the card types it names;
        # 4.2.8: a character's or navigator's text is a 「特殊能力」, an event's, spell's or item's
        # an 「効果」: damage from a source of another type is dealt
        immune = sorted(v.immune)  # a set: sorted so the ruling reads the same every run
        kinds = "、".join(TYPE_JA.get(t, t) for t in immune)
        kept = yield Mark(
            clauses=("4.3.8", "4.2.8"),
            ja=f"{card.label} が受けないのは{kinds}の効果のみ: {TYPE_JA.get(src_type, src_type)}"
            "によるダメージは受ける",
            en=f"{card.label} is immune only to {', '.join(immune)} effects: damage from a "
            f"{src_type} is dealt",
            watch=tuple(v.sources),
            caused_by=caused_by,
            touches=(uid,),
        )
        caused_by = (*caused_by, kept)
    dealt = yield Mark(
        clauses=("4.3.10", "4.3.10.1", *clauses),
        ja=f"{card.label} に{amount}点のダメージを与える{f'（{source}）' if source else ''}",
        en=f"{amount} damage is dealt to {card.label}{f' ({source})' if source else ''}",
        caused_by=caused_by,
    )
    final, reduced = amount, ()
    from ruling.games._co.triggers import reduces_on_damage

    if reduce or reduces_on_damage(ctx, uid):
        final, reduced = yield from reduction_window(ctx, amount, reduce, of=uid)
    if unreducible and final < amount:
        kept = yield Mark(
            clauses=("4.2.9", "4.3.10.3"),
            ja=f"このダメージは軽減できないため、{card.label} へのダメージは{amount}点のまま",
            en=f"this damage cannot be reduced: {card.label} still takes {amount}",
            caused_by=(dealt, *reduced),
        )
        final, reduced = amount, (kept,)
    # 「…がダメージを受けるとき、そのダメージをN点軽減する」 in force on it: taken off as the
    # damage's value is decided (4.3.10, 4.3.10.3)
    from ruling.games._co.common import _statics_on

    # 「…が受けるダメージはN点増加する」 / 「…N点軽減される」 in force on it: the increases added,
    # then the reductions taken off, as the damage's value is decided (4.3.10.2 「ダメージを軽減
    # (増加)する」, 4.3.10.3), to a damage still dealt
    for kind, sign, cited, ja_how, en_how in (
        ("increase_damage", 1, ("4.3.10.2", "4.3.10.3", "4.3.8"), "増加する", "increased"),
        ("reduce_damage", -1, ("4.3.10", "4.3.10.3", "4.3.8"), "軽減される", "reduced"),
    ):
        in_force = [a for a in _statics_on(ctx, uid) if a.kind == kind]
        if not in_force or final <= 0:
            continue
        if unreducible and sign < 0:
            m = yield Mark(
                clauses=("4.2.9", "4.3.10.3"),
                ja=f"このダメージは軽減できないため、{card.label} が受けるダメージは軽減されない",
                en=f"this damage cannot be reduced: {card.label}'s reduction does not apply",
                caused_by=(dealt,),
                watch=tuple(a.origin for a in in_force),
            )
            reduced = (*reduced, m)
            continue
        n = sum(int(a.value or 0) for a in in_force)
        names = "、".join(dict.fromkeys(label(ctx, a.origin) for a in in_force))
        m = yield Mark(
            clauses=cited,
            ja=f"{card.label} が受けるダメージは {names} の効果により{n}点{ja_how}",
            en=f"the damage {card.label} takes is {en_how} by {n} ({names})",
            caused_by=(dealt,),
            watch=tuple(a.origin for a in in_force),
        )
        final, reduced = max(0, final + sign * n), (*reduced, m)
    if final <= 0:
        yield Mark(
            clauses=("4.3.10", "4.3.10.3"),
            ja=f"軽減によりダメージが0になったため、{card.label} にダメージは与えられなかったものとして扱う",
            en=f"reduced to 0: no damage counts as dealt to {card.label}",
            caused_by=(dealt, *reduced),
            touches=(uid, zone_ref),
        )
        if (held := damage_of(card)) > 0:
            # a "no" has its reasons: the damage it already holds is not reduced and stays
            # (4.3.9 「キャラクターが受けたダメージは累積します」; 4.3.10 「すでに与えられている
            # ダメージは軽減できません」), read to conclude nothing changes on it
            yield Mark(
                clauses=("4.3.9", "4.3.10"),
                ja=f"{card.label} がすでに受けているダメージ{held}点は軽減されずに残る（累積）",
                en=f"the {held} damage {card.label} already holds is not reduced and stays",
                caused_by=(dealt, *reduced),
                touches=(uid, zone_ref),
            )
        return
    # what its DP rested on when it took the damage: a source that later goes makes it crash
    total = damage_of(card) + final
    odp = Operand(v.dp, f"{card.label} のDP", f"{card.label}'s DP", uid, "dp")
    # read as the damage is dealt: the rule process that follows may move the card (off the
    # field, an effect that set its DP no longer reaches it) — its DP was known then
    dp_unknown = is_unknown(ctx, odp)
    changes: dict[str, Any] = {"damage": total, "dp_from": tuple(v.sources)}
    if after:
        yield SetVar(
            key="co.after_damage",
            # the character damaged: whose it is a 「あなたの / 相手のキャラクターがダメージを受け
            # た直後」 reads (``play.in_damage_window``)
            value=uid,
            ja="クラッシュの判定はダメージを与えた直後のタイミングのあと",
            en="the crash is judged after the window right after the damage",
        )
    # 4.3.9: a DP the scenario does not give is not read as 0: whether this damage reaches it
    # is branched on (the crash rule process follows the branch), asked before the damage is
    # put on it: the rule process checked right after it reads the branch taken
    if dp_unknown:
        yield from compare(
            ctx,
            Operand(total, f"{card.label} の累積ダメージ", f"{card.label}'s damage"),
            odp,
            lambda s: s >= 0,
            ("4.3.9",),
        )
    if bounce:
        changes["bounced_by"] = bounce
    took = yield SetCard(
        uid=uid,
        changes=changes,
        clauses=("4.3.9", "4.3.10.3", *clauses),
        tag="damaged",
        # who dealt it and whether a battle's exchange did (3.4.5.4): the turn's record a
        # 「このターン中に…ダメージを与えていない場合」 reads (``play.damage_this_turn``)
        # and the type of the card whose text dealt it and its player (a crash by this damage
        # is one by that text, ``crash_cause``)
        data={"by": by, "battle": "3.4.5.4" in clauses, "src_type": src_type, "player": player},
        ja=f"{card.label} は{final}点のダメージを受ける（累積 {total}、DP {shown(ctx, odp)}）",
        en=f"{card.label} takes {final} damage (total {total}, DP {shown(ctx, odp)})",
        caused_by=(*caused_by, dealt, *reduced),
    )
    if ctx.state.turn.phase == "turn_end" and ctx.state.turn.step in _AFTER_DAMAGE_RESET:
        # damage dealt at the turn's end after its first step: 3.7's 1) 「キャラクターのダメージを
        # 0にする」 is done and no later step removes damage — it stays into the next turn (4.3.9
        # 「受けたダメージは累積します」): the reset's order is why
        yield Mark(
            clauses=("3.7", "3.7.1"),
            ja=f"ターン終了時の「キャラクターのダメージを0にする」はすでに終わっているため、{card.label}"
            "のダメージは次のターンに残る",
            en=f"the end of turn's damage reset is already done: {card.label}'s damage stays "
            "into the next turn",
            caused_by=(took,),
            touches=(uid,),
        )
    if not dp_unknown and 0 < v.dp and total < v.dp and not after:
        # (with a window right after the damage pending, the crash is judged after it)
        # a "no" has its reasons: its damage below its DP, it does not crash (4.3.9 「DP以上の
        # ダメージを受けた場合、クラッシュします」, read to conclude it stays) — where it is
        yield Mark(
            clauses=("4.3.9",),
            ja=f"{card.label} は累積ダメージ{total}がDP{v.dp}未満のためクラッシュしない",
            en=f"{card.label} does not crash: its damage {total} is below its DP {v.dp}",
            caused_by=(took,),
            touches=(uid, zone_ref),
        )

    # 「…がダメージを受けたとき」 (4-3-10): damage dealt (more than 0) triggers them now — or,
    # of damage dealt at once to several (the exchange, 3.4.5.4), once all of it is dealt
    from ruling.games._co.triggers import fire_or_defer

    yield from fire_or_defer(ctx, "damaged", [uid], (dealt,))
    if by is not None:
        # 「…がダメージを与えたとき」 (4.3.10): the card that dealt more than 0
        yield from fire_or_defer(ctx, "dealt", [by], (dealt,), to="character")
    if after:
        yield from after_damage_window(ctx, uid, after, opened=True)


def _own_crash_off_field(ctx: Ctx, uids: list[str], steps: tuple[int, ...]) -> Proc:
    """Cards crashed from the hand (4.2.4) whose text says 「このカードがクラッシュしたとき」 with no
    zone named: whether it is met off the field is not settled (co.unsettled
    own_crash_off_field) — 4.2.4 calls a hand card's removal a crash and 4.2.7 names a card off
    the field 「〜カード」, while 4.3.11, the procedure that triggers 「クラッシュしたとき」, is the
    crash of a card on the field. Both readings are run; under any_zone the ability triggers
    from the dustbox (4.3.6)."""
    from ruling.games._co.cardtext import programs
    from ruling.games._co.triggers import fire, own_crash

    own = [
        u for u in uids if (c := ctx.card(u)) is not None and any(own_crash(p) for p in programs(c))
    ]
    if not own:
        return
    owner = ctx.card(own[0]).owner  # type: ignore[union-attr]
    met = yield from unsettled.holds(owner, "co", "own_crash_off_field", "any_zone")
    if met:
        yield from fire(ctx, "crashed_off_field", own, steps)
        return
    yield Mark(
        clauses=("4.3.11",),
        ja=f"{'、'.join(ctx.card(u).label for u in own)} はフィールドのカードとしてクラッシュしていない"  # type: ignore[union-attr]
        ": 「このカードがクラッシュしたとき」は誘発しない",
        en=f"{', '.join(ctx.card(u).label for u in own)}: not crashed as a card on the field — its "  # type: ignore[union-attr]
        "「when this card crashes」 does not trigger",
        caused_by=steps,
        touches=tuple(own),
    )


def after_damage_window(
    ctx: Ctx, uid: str, after: list[dict[str, Any]], opened: bool = False
) -> Proc:
    """4.3.10.4: 「ダメージを与えた直後」 of the damage ``uid`` took — other cards may be played
    (``after``, the scenario's actions) before the crash (4.3.11); ``opened``: the window's
    var already names ``uid`` (``deal_to_character``)."""
    if not opened:
        yield SetVar(
            key="co.after_damage",
            # the character damaged: whose it is a 「あなたの / 相手のキャラクターがダメージを受け
            # た直後」 reads (``play.in_damage_window``)
            value=uid,
            clauses=("4.3.10.4",),
            ja="ダメージを与えた直後のタイミング（クラッシュの判定はそのあと）",
            en="the window right after the damage (the crash is judged after it)",
        )
    # whether the damage it holds now reaches its DP: the crash judged after the window
    # (4.3.9, 4.3.11) would put it in the dustbox
    v = view(ctx, uid) if on_field(ctx, uid) else None
    lethal = (
        v is not None
        and isinstance(v.dp, int)
        and not is_unknown(ctx, Operand(v.dp, "", "", uid, "dp"))
        and damage_of(ctx.card(uid)) >= v.dp
    )
    done = []
    for act in after:
        act = dict(act)
        verb = act.pop("do")
        done.append((yield Do(verb, act, clauses=("4.3.10.4",))))
    yield SetVar(
        key="co.after_damage",
        value=None,
        clauses=("4.3.10.4",),
        ja="ダメージを与えた直後のタイミングが終わる",
        en="the window right after the damage ends",
    )
    if lethal and not on_field(ctx, uid):
        # a "no" has its reasons: the crash of a character that took its DP in damage is judged
        # after this window (4.3.11 「キャラクターがDP以上のダメージを与えられた場合…以下の手順で
        # 処理します」, a card on the field); it left the field in the window, so there is
        # nothing to crash and no 「クラッシュしたとき」 to trigger
        yield Mark(
            clauses=("4.3.11",),
            ja=f"{ctx.card(uid).label} はクラッシュの判定の前にフィールドを離れているため、"
            "クラッシュしない",
            en=f"{ctx.card(uid).label} left the field before its crash was judged: it does not "
            "crash",
            caused_by=tuple(x for x in done if x is not None),
            touches=(uid,),
        )


# the damage of the open reduction window with each reduction and increase applied in turn as
# it is made, never below 0 — the reading in_turn of damage_reduction_then_increase
IN_TURN = "co.reduction_in_turn"


def _run_in_turn(ctx: Ctx, n: int) -> Proc:
    """A reduction (``n`` < 0) or an increase made in the window: the damage applied in turn."""
    of = ctx.state.vars.get("co.reduction_of") or {}
    now = ctx.state.vars.get(IN_TURN)
    now = int(of.get("amount") or 0) if now is None else int(now)
    yield SetVar(key=IN_TURN, value=max(0, now + n))


def reduce_damage(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """4.3.10.2: a reduction played in the reduction window of a damage."""
    if "co.reduction" not in ctx.state.vars:
        yield Reject(
            "ダメージ軽減は、ダメージを与えたあとのダメージ軽減のタイミングでのみ行えます",
            "a reduction is only made in the reduction window of a damage",
            ("4.3.10.2",),
        )
        return
    n = int(p["amount"])
    src = p.get("source") or ""
    yield from _run_in_turn(ctx, -n)
    yield SetVar(
        key="co.reduction",
        value=int(ctx.state.vars.get("co.reduction") or 0) + n,
        clauses=("4.3.10.2",),
        ja=f"ダメージを{n}点軽減する{f'（{src}）' if src else ''}",
        en=f"the damage is reduced by {n}{f' ({src})' if src else ''}",
    )


def increase_damage(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """4.3.10.2: a card that increases the damage (「ダメージを軽減(増加)するカード」) is played or
    used in the same window as a reduction; 4.3.10.3 then takes the damage dealt less what was
    reduced, so an increase counts as a negative reduction."""
    if "co.reduction" not in ctx.state.vars:
        yield Reject(
            "ダメージ増加は、ダメージを与えたあとのダメージ軽減のタイミングでのみ行えます",
            "an increase is only made in the reduction window of a damage",
            ("4.3.10.2",),
        )
        return
    n = int(p["amount"])
    src = p.get("source") or ""
    yield from _run_in_turn(ctx, n)
    yield SetVar(
        key="co.reduction",
        value=int(ctx.state.vars.get("co.reduction") or 0) - n,
        clauses=("4.3.10.2",),
        ja=f"ダメージを{n}点増加する{f'（{src}）' if src else ''}",
        en=f"the damage is increased by {n}{f' ({src})' if src else ''}",
    )


def crash(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """A card crashes (4.3.11): cards set on it crash with it (4.2.4); every crashed card goes
    to the top of its owner's dustbox (4.2.4, 4.2.12)."""
    uid = find_card(ctx, p["card"], p.get("player"), ("field", "hand"))
    if uid is None:
        yield Reject(f"{p['card']} が見つかりません", f"{p['card']} is nowhere", ())
        return
    # ``cards``: the characters a rule process crashes at one timing (``processes.apply_crash``)
    uids = [u for u in p.get("cards") or () if ctx.where(u) is not None] or [uid]
    yield from crash_cards(ctx, uids, (), at_once=tuple(p.get("at_once") or ()))


CRASH_WINDOWS = ("negate", "after")


def crash_windows(ctx: Ctx, spec: Any) -> Proc:
    """``on_crash: {<card>: {negate: [actions], after: [actions]}}`` on an action: what is done
    in the windows of that card's crash, if it crashes while (or after) the action runs —
    ``negate``: the window of 4.3.11.2 (「クラッシュのうち消し」: only cards whose condition is
    「クラッシュした直後 / とき」 that negate the crash), ``after``: the window of 4.3.11.4
    (「クラッシュした直後」: such cards other than negating ones). Kept until the card crashes."""
    if not isinstance(spec, dict):
        raise ScenarioInputError(
            "on_crash",
            "on_crash takes a mapping {<card>: {negate: [actions], after: [actions]}}",
            "on_crash は {<カード>: {negate: [行動], after: [行動]}} の形で書きます",
        )
    table = dict(ctx.state.vars.get("co.crash_windows") or {})
    names = []
    for ref, win in spec.items():
        if not isinstance(win, dict) or not win or set(win) - set(CRASH_WINDOWS):
            raise ScenarioInputError(
                f"on_crash.{ref}",
                f"on_crash.{ref}: give negate: [actions] (4.3.11.2) and/or after: [actions]"
                " (4.3.11.4)",
                f"on_crash.{ref}: negate: [行動]（4.3.11.2）か after: [行動]（4.3.11.4）を書きます",
            )
        # a player's hand (``A.hand``) or a card of it: the window right after a hand card's
        # crash (the hand cut 3.7.3, a cost, an effect; 4.2.4) — 4.3.11 is the crash of a card
        # on the field, so a hand card's crash has no window to negate it
        player, _, zone = str(ref).partition(".")
        hand_key = zone == "hand" and player in ctx.state.players
        uid = None if hand_key else find_card(ctx, str(ref), None, ("field", "hand"))
        card = ctx.card(uid) if uid else None
        if card is None and not hand_key:
            raise ScenarioInputError(
                f"on_crash.{ref}",
                f"on_crash: {ref} is neither on the field nor in a hand (a whole hand: A.hand)",
                f"on_crash: {ref} はフィールドにも手札にもありません（手札全体は A.hand）",
            )
        in_hand = hand_key or (ctx.where(card.uid) or ("", ""))[1] == "hand"  # type: ignore[union-attr]
        if in_hand and win.get("negate"):
            raise ScenarioInputError(
                f"on_crash.{ref}",
                f"on_crash.{ref}: a hand card's crash has no window to negate it (4.3.11 is the "
                "crash of a card on the field): give after: [actions]",
                f"on_crash.{ref}: 手札のカードのクラッシュにはうち消しのタイミングはありません"
                "（4.3.11 はフィールドにあるカードのクラッシュ）: after: [行動] を書きます",
            )
        key = str(ref) if hand_key else card.uid  # type: ignore[union-attr]
        table[key] = {k: list(win.get(k) or ()) for k in CRASH_WINDOWS}
        names.append(str(ref) if hand_key else card.label)  # type: ignore[union-attr]
    yield SetVar(
        key="co.crash_windows",
        value=table,
        ja=f"（シナリオ）{'、'.join(names)} がクラッシュした場合のタイミングに行うこと",
        en=f"(scenario) what is done in the windows of {', '.join(names)}'s crash",
    )


def _crash_window(
    ctx: Ctx,
    uid: str,
    which: str,
    label: str,
    key: str | None = None,
    crashed: dict[str, Any] | None = None,
    cannot_negate: tuple[str, ...] = (),
) -> Proc:
    """The window ``which`` of card ``uid``'s crash (4.3.11.2 / 4.3.11.4), with the actions the
    scenario gave for it (under ``key``, the card's uid by default: ``A.hand`` for any card of
    that hand); no actions, no window step. ``crashed``: what crashed — from which zone, whose,
    of which type (read by 「あなたの(手札の)…がクラッシュした直後にのみ」, ``crash_gate_refusal``).
    A hand card's crash is no crash of 4.3.11: right after it, only what 4.3.5 allows is done.
    ``cannot_negate``: the clauses that make the crash one that cannot be negated (3.6.2): each
    action in its negation window is refused with them."""
    acts = ((ctx.state.vars.get("co.crash_windows") or {}).get(key or uid) or {}).get(which) or []
    if not acts:
        return
    if which == "negate" and cannot_negate:
        for _act in acts:
            yield Reject(
                f"{label} のクラッシュはうち消せません",
                f"{label}'s crash cannot be negated",
                cannot_negate,
            )
        return
    from_hand = (crashed or {}).get("zone") == "hand"
    clause = "4.3.11.2" if which == "negate" else "4.3.5" if from_hand else "4.3.11.4"
    # whose crash the window is of (「対象のキャラクターがクラッシュした直後」, 「そのクラッシュ」)
    outer = ctx.state.vars.get("co.crash_window_card")
    outer_from = ctx.state.vars.get("co.crash_window_from")
    yield SetVar(key="co.crash_window_card", value=uid)
    yield SetVar(key="co.crash_window_from", value=crashed)
    yield SetVar(
        key="co.crash_window",
        value=which,
        # the window is that of the crash: it rests on what crashed the card
        caused_by=tuple(x for x in ((crashed or {}).get("step"),) if isinstance(x, int)),
        clauses=(clause,) if from_hand else ("4.3.11", clause),
        ja=f"{label} の{'クラッシュのうち消し' if which == 'negate' else 'クラッシュした直後'}のタイミング",
        en=f"the window {'to negate' if which == 'negate' else 'right after'} {label}'s crash",
    )
    for act in acts:
        act = dict(act)
        verb = act.pop("do", None)
        if verb is None:
            raise ScenarioInputError("on_crash", "an action of on_crash names no do:")
        if verb == "negate_crash" and which == "after":
            # 4.3.11.4: 「「クラッシュをうち消す」以外のカード」 — the crash is decided already
            yield Reject(
                "クラッシュした直後のタイミングでは、クラッシュをうち消すことはできません（クラッシュは決定済み）",
                "right after the crash no crash can be negated (the crash is decided)",
                ("4.3.11.4", "4.3.11.3"),
            )
            continue
        yield Do(verb, act, clauses=(clause,))
    yield SetVar(
        key="co.crash_window",
        value=None,
        clauses=(clause,),
        ja=f"{label} の{'クラッシュのうち消し' if which == 'negate' else 'クラッシュした直後'}のタイミングが終わる",
        en=f"the window {'to negate' if which == 'negate' else 'right after'} {label}'s crash ends",
    )
    yield SetVar(key="co.crash_window_card", value=outer)
    yield SetVar(key="co.crash_window_from", value=outer_from)


def _crashed_by(ctx: Ctx, uid: str, card: Card) -> str | None:
    """The character whose damage crashes the character ``uid`` now: its damage at its DP or
    more (4.3.9 「DP以上のダメージを受けた場合、クラッシュします」), the last damage put on it
    dealt by a character (``deal_to_character``'s record, ``by``); None for any other crash (an
    effect's 「クラッシュする」, a DP of 0 with no damage, damage of no character)."""
    if card.type != "character" or damage_of(card) <= 0 or damage_of(card) < view(ctx, uid).dp:
        return None
    from ruling.rules import SetCard

    last: str | None = None
    for _step, _seq, ev in ctx.events():
        if isinstance(ev, SetCard) and ev.tag == "damaged" and ev.uid == uid:
            last = ev.data.get("by")
    dealer = ctx.card(last) if last else None
    return last if dealer is not None and dealer.type == "character" else None


def effect_cause(src: str, src_type: str | None, player: str) -> dict[str, Any]:
    """The cause of a crash a card's text does (4.3.11 「効果・特殊能力によりカードがクラッシュした
    場合」): the card, its type, the player who played / uses it."""
    return {"how": "effect", "src": src, "src_type": src_type, "player": player, "clauses": ()}


def crash_cause(ctx: Ctx, uid: str, card: Card) -> dict[str, Any]:
    """The cause of a crash no text names (the rule process of 4.3.9), read before the card
    leaves the field: ``damage`` — damage at least its DP (4.3.11's first kind), the card whose
    text dealt the last of it (4.2.3's example: 〔駆逐〕's damage crashing characters is 「〔駆逐〕の
    効果によって…クラッシュした」), ``battle`` when a battle's exchange dealt it (3.4.5.4); else
    ``dp_zero`` — its DP at 0 (4.3.9 「能力値への修正を受けるなどして、DPが0になった」), with the
    cards whose modifications lowered it (``lowered``: (uid, type, controller)); ``None`` for a
    card no rule crashed (a cost, 4.3.2.3)."""
    from ruling.games._co.common import _statics_on
    from ruling.rules import SetCard

    if card.type != "character":
        return {"how": None}
    v = view(ctx, uid)
    dmg = damage_of(card)
    if dmg > 0 and dmg >= v.dp:
        last: dict[str, Any] = {}
        for _step, _seq, ev in ctx.events():
            if isinstance(ev, SetCard) and ev.tag == "damaged" and ev.uid == uid:
                last = dict(ev.data or {})
        if last.get("battle") or last.get("src_type") is None:
            return {"how": "battle" if last.get("battle") else None}
        return {
            "how": "damage",
            "src": last.get("by"),
            "src_type": last.get("src_type"),
            "player": last.get("player"),
            "clauses": ("4.3.9", "4.2.3"),
        }
    if v.dp > 0:
        return {"how": None}
    lowered = []
    for a in _statics_on(ctx, uid):
        # the card whose text made it: its origin, or the resolution that made an effect held
        # apart from its card (``Applied.made``, 「<card>@<step>」)
        src_uid = a.origin if ctx.card(a.origin) else (a.made or "").split("@")[0]
        src = ctx.card(src_uid)
        if a.kind == "mod" and a.dp < 0 and a.origin in v.sources and src is not None:
            lowered.append((src_uid, a.src_type, controller(ctx, src_uid) or src.owner))
    return {"how": "dp_zero", "lowered": tuple(dict.fromkeys(lowered)), "clauses": ("4.3.9",)}


# past this many cards of one owner at one timing, the owner's choice is of the card put on top
# only (the others in the order the crash takes them): every order would be n! branches
_ORDER_IN_FULL = 3


def _owner_orders(ctx: Ctx, uids: list[str]) -> Generator[Any, Any, list[str]]:
    """4.2.3 「同じタイミングでカードがダストボックスに置かれる場合、そのカードのオーナーがカードを
    置く順番を自由に決めることができます」: the cards ``uids`` crash at one timing, each to the top of
    its owner's dustbox (4.2.4, 4.2.12#li2) — an owner with two or more of them chooses their order
    (``dustbox_order``, options top card first); returned in the order they are put there (the
    last one put ends on top), the other owners' cards where they were."""
    by_owner: dict[str, list[str]] = {}
    for u in uids:
        c = ctx.card(u)
        if c is not None and ctx.where(u) is not None:
            by_owner.setdefault(c.owner, []).append(u)
    out = list(uids)
    for owner, mine in by_owner.items():
        if len(mine) < 2:
            continue
        names = {u: ctx.card(u).label for u in mine}
        if len(mine) <= _ORDER_IN_FULL:
            orders = [list(o) for o in permutations(reversed(mine))]
        else:
            orders = [[top, *[u for u in reversed(mine) if u != top]] for top in reversed(mine)]
        opts = tuple(
            Option(
                "、".join(names[u] for u in order),
                "ダストボックスの上から " + "、".join(names[u] for u in order),
                "in the dustbox, from the top: " + ", ".join(names[u] for u in order),
                tuple(order),
                aliases=(names[order[0]], order[0]) if len(mine) == 2 else (),
            )
            for order in orders
        )
        top_first = yield Choose(
            owner,
            "dustbox_order",
            f"{owner} は同じタイミングでダストボックスに置かれる自分のカード（"
            + "、".join(names[u] for u in mine)
            + "）の順番を決める",
            f"{owner} orders its own cards put in the dustbox at one timing ("
            + ", ".join(names[u] for u in mine)
            + ")",
            opts,
            ("4.2.3",),
        )
        slots = [i for i, u in enumerate(out) if u in names]
        for i, u in zip(slots, reversed(top_first), strict=True):
            out[i] = u
    return out


# what holds the crashes of 4.3.9 back while damage is dealt and its moment is open
# (``processes.RULE_PROCESSES`` crash_by_damage's ``suspended_by``)
_CRASH_HELD = ("co.dealing", "co.after_damage", "co.dealt_triggers", "co.at_once")


def _lowered_dp_crash_first(ctx: Ctx, gone: list[str]) -> Proc:
    """Cards just crashed took with them a value that kept another character's DP above its
    damage (4.3.8 「改めて始めから適用してゆきます」): 4.3.9's example crashes that one 「ここで」,
    while 4.3.6 resolves the abilities the crash triggered 「特定条件を満たした段階で」 — with
    both at that moment (an ability waiting for a crash on the field), which comes first the
    text does not settle (co.unsettled lowered_dp_crash_or_trigger, both run): the engine's
    reading the abilities first; the other crashes the character before them."""
    from ruling.games._co.cardtext import programs
    from ruling.games._co.common import field_cards
    from ruling.games._co.processes import apply_crash, find_crash

    if any(ctx.state.vars.get(k) for k in _CRASH_HELD):
        return
    left = [c for c in (ctx.card(u) for u in gone) if c is not None]
    waiting = any(
        prog.kind == "auto" and prog.on in ("crashed", "crashing")
        for c in [*field_cards(ctx), *left]
        for prog in programs(c)
    )
    due = find_crash(ctx) if waiting else []
    if not due:
        return
    first = yield from unsettled.holds(
        ctx.state.turn.player, "co", "lowered_dp_crash_or_trigger", "abilities_first"
    )
    if not first:
        for f in due:
            yield from apply_crash(ctx, f)


def crash_cards(
    ctx: Ctx,
    uids: list[str],
    clauses: tuple[str, ...],
    caused_by: tuple[int, ...] = (),
    at_once: tuple[str, ...] = (),
    cannot_negate: tuple[str, ...] = (),
    how: dict[str, Any] | None = None,
) -> Proc:
    """The cards crash; those that crashed from the field then trigger 「…がクラッシュしたとき」
    abilities, together (4-3-11, 4-3-6: the turn player orders them). ``at_once``: the cards
    crashing at the same timing (a rule process crashing several characters together), when
    they are crashed one call each; by default the cards of ``uids``. ``cannot_negate``: the
    clauses making the crash one that cannot be negated (3.6.2's upkeep crash). Right after the
    crash, the windows the scenario gave (``on_crash``): of each card crashed from the field
    (4.3.11.4), and once of the hand cards crashed together (4.3.5). ``how``: the crash's
    cause when a text does it (``effect_cause``); else read from the card (``crash_cause``)."""
    from ruling.games._co.triggers import fire, fire_together

    # 4.2.3: cards put in a dustbox at the same timing are put there in the order their owner
    # chooses — how many of each owner's cards go there now (the cards set on them too)
    timing = list(dict.fromkeys([*(at_once or uids), *uids]))
    at_timing: dict[str, int] = {}
    for u in timing:
        c, w = ctx.card(u), ctx.where(u)
        if c is None or w is None:
            continue
        for x in [c, *(set_on(ctx, u) if w[1] == "field" else [])]:
            at_timing[x.owner] = at_timing.get(x.owner, 0) + 1
    uids = yield from _owner_orders(ctx, uids)
    crashed: list[str] = []
    crashed_along: list[str] = []  # the cards set on a crashed character, crashed with it (4.2.4)
    decided: list[int] = []
    whence: dict[str, dict[str, Any]] = {}
    for uid in uids:
        card = ctx.card(uid)
        w = ctx.where(uid)
        if card is None or w is None:
            continue
        whence[uid] = {"zone": w[1], "player": w[0], "type": card.type}
        if w[1] == "field":
            # the character whose damage crashes it (4.3.9), read before it leaves the field
            whence[uid]["by"] = _crashed_by(ctx, uid, card)
            whence[uid]["controller"] = w[0]
            # why it crashes (4.3.11: by damage, by a text; 4.3.9 its DP at 0)
            whence[uid]["cause"] = how or crash_cause(ctx, uid, card)
            after = ((ctx.state.vars.get("co.crash_windows") or {}).get(uid) or {}).get("after")
            negated = yield from _negated_in_window(ctx, uid, card.label, cannot_negate)
            if negated:
                yield from _window_not_come(ctx, card.label, after or [])
                continue
            crashed.append(uid)
            m = yield Mark(
                caused_by=caused_by,
                clauses=("4.3.11", "4.3.11.1", "4.3.11.3", *clauses),
                ja=f"{card.label} はクラッシュする（クラッシュが決定）",
                en=f"{card.label} crashes (the crash is decided)",
            )
            decided.append(m)
            whence[uid]["step"] = m
            hosted = set_on(ctx, uid)
            if hosted and not is_character(ctx, card):
                # 4.2.4 takes the cards set on a card along only 「キャラクターがクラッシュした場合」,
                # though 4.2.11 lets cards be set on a navigator too: what its set cards do when
                # it crashes the text does not say (co navigator_set_cards_crash: each reading run)
                along = yield unsettled.choose(
                    card.owner,
                    "co",
                    "navigator_set_cards_crash",
                    {"crash_along": True, "stay": False},
                )
                if not along:
                    names = "、".join(h.label for h in hosted)
                    yield Mark(
                        clauses=("4.2.4", "4.2.11"),
                        ja=f"{card.label} はキャラクターではない: 4.2.4 はセットされたカードを移さず、"
                        f"{names} はフィールドに残る",
                        en=f"{card.label} is no character: 4.2.4 moves none of the cards set on it, "
                        f"and {', '.join(h.label for h in hosted)} stay on the field",
                        caused_by=(m,),
                        touches=tuple(h.uid for h in hosted),
                    )
                    hosted = []
                else:
                    yield Mark(
                        clauses=("4.2.4", "4.2.11"),
                        ja=f"{card.label} にセットされている {'、'.join(h.label for h in hosted)} は"
                        "4.2.4 と同じく一緒にクラッシュする",
                        en=f"the cards set on {card.label} crash along, as 4.2.4 has it",
                        caused_by=(m,),
                        touches=tuple(h.uid for h in hosted),
                    )
            # a set card whose own crash the scenario negates (a window given for it): whether
            # that crash, 4.2.4's 「同時に」 one, may be negated apart and the card stay (4.2.14
            # 「クラッシュせずにその場に残ります」, 4.3.11) the text does not settle
            kept: list[Card] = []
            for h in hosted:
                wins = (ctx.state.vars.get("co.crash_windows") or {}).get(h.uid) or {}
                if not wins.get("negate"):
                    continue
                apart = yield unsettled.choose(
                    h.owner,
                    "co",
                    "set_card_crash_negated",
                    {"crash_along": False, "negated_stays": True},
                )
                if not apart:
                    yield Mark(
                        clauses=("4.2.4",),
                        ja=f"{h.label} は {card.label} と同時にクラッシュする（そのクラッシュは"
                        f"{card.label} のものとともに決まり、別にうち消すタイミングはない）",
                        en=f"{h.label} crashes together with {card.label} (its crash goes with "
                        "the host's: no window of its own to negate it)",
                        caused_by=(m,),
                        touches=(h.uid,),
                    )
                    continue
                if (yield from _negated_in_window(ctx, h.uid, h.label, cannot_negate)):
                    yield SetCard(uid=h.uid, changes={"on": None})
                    yield Mark(
                        clauses=("4.2.14", "4.3.11.2"),
                        ja=f"{h.label} のクラッシュはうち消され、その場（フィールド）に残る",
                        en=f"{h.label}'s crash is negated: it stays where it is (the field)",
                        caused_by=(m,),
                        touches=(h.uid,),
                    )
                    kept.append(h)
            hosted = [h for h in hosted if h not in kept]
            # 4.2.4: the cards set on it 「も同時にクラッシュし」 — crashes of their own, that
            # trigger their 「…がクラッシュしたとき」 too (4.3.6)
            for h in hosted:
                hw = ctx.where(h.uid)
                crashed_along.append(h.uid)
                whence[h.uid] = {
                    "zone": hw[1] if hw else "field",
                    "player": hw[0] if hw else card.owner,
                    "type": h.type,
                    "step": m,
                    "cause": whence[uid]["cause"],
                }
            # 4.2.4: the card and the cards set on it crash together and go 「その順番でまとめて」
            # (the card, then the cards set on it in the order they were set) to the dustbox
            owners = list(dict.fromkeys(c.owner for c in [card, *hosted]))
            for owner in owners:
                group = [c for c in [card, *hosted] if c.owner == owner]
                names = "、".join(c.label for c in group)
                if len(group) > 1:
                    # which of them ends on top the text does not settle: 「その順番でまとめて」
                    # (4.2.4: the pile at once, or one by one each on top) against the owner's
                    # free order for cards put there at one timing (4.2.3)
                    yield Warn(
                        "ambiguity",
                        f"{names} がダストボックスに置かれる順番（どれが一番上か）は、4.2.4「その順番で"
                        "まとめて」と 4.2.3（同じタイミングならオーナーが順番を決める）の読み方によって"
                        "異なります。ここでは 4.2.4 の順番（クラッシュしたカード、セットされた順）で置きます",
                        f"the order in which {', '.join(c.label for c in group)} go to the dustbox "
                        "(which is on top) depends on reading 4.2.4 「その順番でまとめて」 against "
                        "4.2.3 (cards put there at one timing: the owner orders them); this ruling "
                        "follows 4.2.4's order (the crashed card, then the cards set on it as set)",
                        ("4.2.4", "4.2.3"),
                    )
                yield MoveMany(
                    uids=tuple(c.uid for c in group),
                    player=owner,
                    zone="dustbox",
                    caused_by=(m,),
                    # several cards: the order is decided against 4.2.3's, the other reading;
                    # with other cards of the owner at the same timing, the owner orders them
                    # 4.2.12#li2: a crashed card goes to its owner's dustbox, whoever controls it
                    clauses=(
                        "4.2.4",
                        "4.2.12",
                        "4.2.12#li2",
                        *(("4.2.3",) if len(group) > 1 or at_timing.get(owner, 0) > 1 else ()),
                    ),
                    ja=f"{names} を{'まとめて' if len(group) > 1 else ''}オーナー（{owner}）のダストボックスの一番上に置く"
                    + (
                        "（セットされていたカードも同時にクラッシュ）"
                        if len(group) > 1 or hosted
                        else ""
                    )
                    + (
                        "（同じタイミングでダストボックスに置かれるカードの順番はオーナーが決める）"
                        if at_timing.get(owner, 0) > len(group)
                        else ""
                    ),
                    en=f"{', '.join(c.label for c in group)} go together to the top of their owner's ({owner}) dustbox"
                    + (
                        " (cards put there at the same timing: in the order their owner chooses)"
                        if at_timing.get(owner, 0) > len(group)
                        else ""
                    ),
                )
        else:
            whence[uid]["step"] = yield Move(
                uid=uid,
                player=card.owner,
                zone="dustbox",
                caused_by=caused_by,
                clauses=(
                    "4.2.4",
                    *clauses,
                    *(("4.2.3",) if at_timing.get(card.owner, 0) > 1 else ()),
                ),
                ja=f"{card.label} をクラッシュし、ダストボックスの一番上に置く",
                en=f"{card.label} is crashed to the top of the dustbox",
            )
    if crashed:
        from ruling.games._co.triggers import CRASH_CAUSE, cause_untriggered, read_dp_zero_causes

        causes = {u: whence[u]["cause"] for u in [*crashed, *crashed_along]}
        causes = yield from read_dp_zero_causes(ctx, causes)
        # (a crash while an ability of another resolves: that one's causes are kept)
        outer_causes = ctx.state.vars.get(CRASH_CAUSE)
        yield SetVar(key=CRASH_CAUSE, value=causes)
        yield from _lowered_dp_crash_first(ctx, [*crashed, *crashed_along])
        # 「…がフィールドから離れたとき」 of the same cards: met by the same move (4.3.6, one
        # moment — triggered together with the crash's own)
        gone = [*crashed, *crashed_along]
        yield from fire_together(ctx, [("crashed", gone), ("left_field", gone)], tuple(decided))
        yield from cause_untriggered(ctx, crashed, tuple(decided), causes)
        yield SetVar(key=CRASH_CAUSE, value=outer_causes)
        # 「…が相手のキャラクターをクラッシュしたとき」: the event of the character whose damage
        # crashed each (4.3.9), one per character crashed (4.3.6), triggered together
        by = [(whence[u]["by"], u) for u in crashed if whence[u].get("by")]
        if by:
            from ruling.games._co.triggers import CRASHED_CONTROLLER

            yield SetVar(key=CRASHED_CONTROLLER, value={u: whence[u]["controller"] for _b, u in by})
            yield from fire_together(ctx, [("crashing", [b, u]) for b, u in by], tuple(decided))
            yield SetVar(key=CRASHED_CONTROLLER, value=None)
    hand_crashed = [
        u for u in uids if (whence.get(u) or {}).get("zone") == "hand" and "step" in whence[u]
    ]
    if hand_crashed:
        # 「このカードが手札からクラッシュされたとき」: the cards crashed from the hand, now on top
        # of the dustbox (4.2.4), trigger their own abilities of it (4.3.6)
        steps = tuple(int(whence[u]["step"]) for u in hand_crashed)
        yield from fire(ctx, "crashed_from_hand", hand_crashed, steps)
        yield from _own_crash_off_field(ctx, hand_crashed, steps)
    for uid in crashed:
        # 4.3.11.4: right after the crash, the cards whose condition is 「クラッシュした直後 /
        # とき」 other than negating ones
        yield from _crash_window(ctx, uid, "after", ctx.card(uid).label, None, whence.get(uid))  # type: ignore[union-attr]
        yield from _forget_windows(ctx, uid)
    from ruling.games._co.triggers import off_field_crash_untriggered

    yield from off_field_crash_untriggered(
        ctx, {u: (w["player"], w["zone"]) for u, w in whence.items()}
    )
    # the hand cards crashed together (the hand cut, 3.7.3): right after, once per window the
    # scenario gave — a card of them named, or the whole hand (``A.hand``)
    from_hand = [u for u in uids if (whence.get(u) or {}).get("zone") == "hand"]
    table = ctx.state.vars.get("co.crash_windows") or {}
    for key in dict.fromkeys(
        k for u in from_hand for k in (u, f"{whence[u]['player']}.hand") if k in table
    ):
        last = next(u for u in reversed(from_hand) if key in (u, f"{whence[u]['player']}.hand"))
        what = "、".join(
            label(ctx, u) for u in from_hand if key in (u, f"{whence[u]['player']}.hand")
        )
        yield from _crash_window(ctx, last, "after", what, key, whence[last])
        yield from _forget_windows(ctx, key)


def _negated_in_window(
    ctx: Ctx, uid: str, label: str, cannot_negate: tuple[str, ...] = ()
) -> Generator[Any, Any, bool]:
    """The window of 4.3.11.2 before the crash is decided: whether an action there negated it
    (a negated crash counts as none: no crash, no 「クラッシュしたとき」, 4.3.11). A crash that
    cannot be negated (``cannot_negate``, 3.6.2): each action there is refused with its clause."""
    wins = (ctx.state.vars.get("co.crash_windows") or {}).get(uid)
    if not wins or not wins.get("negate"):
        return False
    yield from _crash_window(ctx, uid, "negate", label, cannot_negate=cannot_negate)
    if cannot_negate:
        return False
    if ctx.state.vars.get("co.negated_in_window") == uid and ctx.where(uid):
        yield SetVar(
            key="co.negated_in_window",
            value=None,
            ja=f"{label} はクラッシュしなかったものとして扱う（4.3.11.3 のクラッシュの決定はない）",
            en=f"{label} counts as not crashed (no crash is decided, 4.3.11.3)",
        )
        yield from _forget_windows(ctx, uid)
        return True
    return False


WINDOW_GONE = "co.window_gone"


def _window_not_come(ctx: Ctx, label: str, acts: list[dict[str, Any]]) -> Proc:
    """The actions the scenario gave for the window right after a crash that was negated: a
    negated crash counts as none (4.3.11), so its 「クラッシュした直後」 window (4.3.11.4) never
    comes — each play or use asked for there is refused (``window_gone_refusal``)."""
    if not acts:
        return
    yield SetVar(
        key=WINDOW_GONE,
        value=label,
        clauses=("4.3.11", "4.3.11.4"),
        ja=f"{label} のクラッシュはうち消されたため、クラッシュした直後のタイミングは来ない",
        en=f"{label}'s crash was negated: the window right after it never comes",
    )
    for act in acts:
        act = dict(act)
        verb = act.pop("do", None)
        if verb is None:
            raise ScenarioInputError("on_crash", "an action of on_crash names no do:")
        yield Do(verb, act, clauses=("4.3.11.4",))
    yield SetVar(key=WINDOW_GONE, value=None)


def window_gone_refusal(ctx: Ctx, what_ja: str, what_en: str) -> Reject | None:
    """A play or use asked for right after a crash that was negated (``_window_not_come``)."""
    gone = ctx.state.vars.get(WINDOW_GONE)
    if not gone:
        return None
    return Reject(
        f"{gone} のクラッシュはうち消され、クラッシュしなかったものとして扱うため、クラッシュした"
        f"直後のタイミングはなく、ここでは何も{what_ja}できません",
        f"{gone}'s crash was negated and counts as none: there is no window right after it, "
        f"and nothing may be {what_en} there",
        ("4.3.11", "4.3.11.4"),
    )


def _forget_windows(ctx: Ctx, uid: str) -> Proc:
    table = dict(ctx.state.vars.get("co.crash_windows") or {})
    if uid in table:
        del table[uid]
        yield SetVar(
            key="co.crash_windows",
            value=table or None,
            ja="（シナリオ）このクラッシュのタイミングに行うことは済んだ",
            en="(scenario) the windows of this crash are done",
        )


def negate_crash(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """4.3.11.2 / 4.2.14: a crash negated — the card stays, its damage becomes 0."""
    uid = find_card(ctx, p["card"], None, ("field",))
    card = ctx.card(uid) if uid else None
    if card is None:
        return
    yield Mark(
        clauses=("4.2.14", "4.3.11", "4.3.11.2"),
        ja=f"{card.label} のクラッシュはうち消され、クラッシュしなかったものとして扱う",
        en=f"{card.label}'s crash is negated: it counts as not crashed",
    )
    riders = set_on(ctx, card.uid)
    if riders and (
        yield unsettled.choose(
            p.get("player") or card.owner,
            "co",
            "set_cards_of_negated_crash",
            {"stay": False, "crash": True},
        )
    ):
        # the cards set on it crashed 「同時に」 in their own right (4.2.4): to their owners'
        # dustboxes, the host staying (the audit's reading ``crash``)
        yield from crash_cards(ctx, [c.uid for c in riders], ("4.2.4",))
        riders = []
    if riders:
        # the cards set on it crash only together with it (4.2.4): its crash negated (「クラッシュ
        # 自体はしなかったことと扱い」, 4.2.14), they stay set on it where they are
        names = "、".join(c.label for c in riders)
        yield Mark(
            clauses=("4.2.4", "4.2.14"),
            ja=f"{card.label} にセットされている {names} も同時にクラッシュせず、その場に残る",
            en=f"{', '.join(c.label for c in riders)}, set on {card.label}, do not crash with it "
            "either: they stay where they are",
            touches=tuple(t for c in riders for t in ctx.kept(c.uid)),
        )
    # the DP at which the crash was negated: a DP of 0 still there is read again by the rule
    # process (``processes.apply_crash``, the audit's ``dp_zero_after_negated_crash``)
    yield SetCard(uid=card.uid, changes={"negated_at": view(ctx, card.uid).dp})
    if ctx.state.vars.get("co.crash_window") == "negate":
        # negated in the window of 4.3.11.2 of its crash (``_negated_in_window`` reads it)
        yield SetVar(
            key="co.negated_in_window",
            value=card.uid,
            ja=f"{card.label} のクラッシュはうち消しのタイミングでうち消された",
            en=f"{card.label}'s crash was negated in its window",
        )
    if damage_of(card):
        yield SetCard(
            uid=card.uid,
            changes={"damage": None, "dp_from": None},
            clauses=("4.2.14", "4.3.11.2"),
            ja=f"{card.label} のダメージは0になる",
            en=f"{card.label}'s damage becomes 0",
        )


def tap(ctx: Ctx, p: dict[str, Any]) -> Proc:
    uid = find_card(ctx, p["card"], p.get("player"), ("field",))
    if uid is None:
        yield Reject(f"{p['card']} が見つかりません", f"{p['card']} is nowhere", ())
        return
    yield Orient(uid=uid, orientation="rest", ja=f"{ctx.card(uid).label} をタップする", en="tap")  # type: ignore[union-attr]


def untap(ctx: Ctx, p: dict[str, Any]) -> Proc:
    uid = find_card(ctx, p["card"], p.get("player"), ("field",))
    if uid is None:
        yield Reject(f"{p['card']} が見つかりません", f"{p['card']} is nowhere", ())
        return
    yield Orient(
        uid=uid, orientation="stand", ja=f"{ctx.card(uid).label} をアンタップする", en="untap"
    )  # type: ignore[union-attr]


def take_control(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """4.2.12: control moves; the card keeps its state (4.2.12#ex1: tapped stays tapped)."""
    player = who(ctx, p)
    uid = find_card(ctx, p["card"], None, ("field",))
    if uid is None or not on_field(ctx, uid):
        yield Reject(f"{p['card']} はフィールドにいません", f"{p['card']} is not on the field", ())
        return
    if controller(ctx, uid) == player:
        yield Reject("すでにコントロールしています", "already controlled by that player", ())
        return
    card = ctx.card(uid)
    assert card is not None
    yield Move(
        uid=card.uid,
        player=player,
        zone="field",
        pos="bottom",
        clauses=("4.2.12", *(("4.2.12#ex1",) if card.orientation == "rest" else ())),
        ja=f"{player} が {card.label} のコントロール権を得る（状態は維持される）",
        en=f"{player} gains control of {card.label} (its state is kept)",
    )
    yield from set_cards_stay(ctx, uid)


def effect(ctx: Ctx, p: dict[str, Any]) -> Proc:
    """An effect the scenario describes rather than a card: ``stat`` ap / dp (a modification;
    ``op: set``, the value set, 4.3.8 step 4),
    ``untargetable`` (a player or character cannot be targeted), ``immune`` (``value``: card
    types, comma-separated), ``swap`` (AP and DP swapped)."""
    target = str(p["target"])
    if target not in ctx.state.players:
        uid = find_card(ctx, target, None, ("field",))
        if uid is None:
            yield Reject(f"{target} が見つかりません", f"{target} is nowhere", ())
            return
        target = uid
    stat = str(p["stat"])
    until = p.get("until") or "turn"
    src = str(p.get("source") or "")
    value: Any = p.get("value", 0)
    if isinstance(value, bool) and (stat != "untargetable" or not value):
        # true / false is a flag's value: 「対象にならない」 is said by ``untargetable: true``;
        # false would describe no effect at all
        yield Reject(
            f"効果の値 {str(value).lower()} はこの効果（{stat}）を表しません",
            f"the effect's value {str(value).lower()} describes no {stat} effect",
            (),
        )
        return
    if stat in ("ap", "dp") and not _is_int(value):
        yield Reject(
            f"効果の値 '{value}' は数ではありません",
            f"the effect's value '{value}' is not a number",
            (),
        )
        return
    op = str(p.get("op") or "add")
    if op != "add" and stat not in ("ap", "dp"):
        yield Reject(
            f"op: {op} は ap / dp の効果にだけ書けます",
            f"op: {op} is only for an ap / dp effect",
            (),
        )
        return
    if stat in ("ap", "dp") and op == "set":
        # 「…の能力値を「1:1」にする」 / 「APを0にする」: the value set, the other kept — applied
        # at 4.3.8 step 4, before every modification (step 5) whatever order they came in
        yield AddEffect(
            target=target,
            stat="co",
            op="set",
            value={
                "kind": f"set_{stat}",
                "ap": int(value) if stat == "ap" else 0,
                "dp": int(value) if stat == "dp" else 0,
                "src_type": p.get("type"),
            },
            until=until,
            source=src,
            clauses=("4.3.8",),
            ja=f"効果: {src}（{stat.upper()}を{int(value)}にする）",
            en=f"effect: {src} ({stat} becomes {int(value)})",
        )
    elif stat in ("ap", "dp"):
        kind = {
            "kind": "mod",
            "ap": int(value) if stat == "ap" else 0,
            "dp": int(value) if stat == "dp" else 0,
        }
        yield AddEffect(
            target=target,
            stat="co",
            op="set",
            value={**kind, "src_type": p.get("type")},
            until=until,
            source=src,
            ja=f"効果: {src} {stat}{int(value):+d}",
            en=f"effect: {src} {stat} {int(value):+d}",
        )
    elif stat == "immune":
        types = tuple(str(value).split(","))
        yield AddEffect(
            target=target,
            stat="co",
            op="set",
            value={"kind": "immune", "value": types},
            until=until,
            source=src,
            clauses=("4.3.8",),
            ja=f"効果: {src}（{'、'.join(types)}の効果を受けない）",
            en=f"effect: {src} (immune to {', '.join(types)})",
        )
    elif stat == "swap":
        yield AddEffect(
            target=target,
            stat="co",
            op="set",
            value={"kind": "swap"},
            until=until,
            source=src,
            clauses=("4.3.8",),
            ja=f"効果: {src}（APとDPを入れ替える）",
            en=f"effect: {src} (AP and DP swapped)",
        )
    else:
        yield AddEffect(
            target=target,
            stat=stat,
            op="set",
            value=value or 1,
            until=until,
            source=src,
            clauses=("4.2.13",) if stat == "untargetable" else (),
            ja=f"効果: {src}（{stat}）",
            en=f"effect: {src} ({stat})",
        )


def untargetable(ctx: Ctx, ref: str) -> bool:
    return any(e.target == ref and e.stat == "untargetable" and e.value for e in ctx.state.effects)


def shielded(ctx: Ctx, ref: str, by: tuple[str | None, str] | None) -> bool:
    """Whether a card's text in force says ``ref`` cannot be the target of what targets it now
    (``by``: the type of the card whose play or ability targets, and the player doing it):
    「…は、(相手がプレイした)スペルの対象にならない」 (``Static`` untargetable: the types, and whose
    plays — of the player controlling the text's card, or of the other one — or anyone's), the
    text over 4.2.13 (4.2.9)."""
    if by is None or ctx.card(ref) is None:
        return False
    from ruling.games._co.common import _statics_on

    src_type, player = by
    for a in _statics_on(ctx, ref):
        if a.kind != "untargetable":
            continue
        types, whose = a.value
        if src_type not in types:
            continue
        if whose is None:
            return True
        o = ctx.card(a.origin)
        ctl = (controller(ctx, a.origin) or o.owner) if o is not None else None
        if ctl is None:
            continue
        if player == (ctl if whose == "you" else ctx.state.opponent(ctl)):
            return True
    return False


_CMP = {
    "le": lambda a, b: a <= b,
    "ge": lambda a, b: a >= b,
    "lt": lambda a, b: a < b,
    "gt": lambda a, b: a > b,
    "eq": lambda a, b: a == b,
}


def _within(ctx: Ctx, ref: str, bound: str) -> bool:
    """「DPが3以下の対象のキャラクター」: the target's AP / DP as in force (4.3.8, every effect
    applied) within the bound ``<stat>:<cmp>:<n>``; a value not known is not within it."""
    stat, cmp, n = bound.split(":")
    value = getattr(view(ctx, ref), stat, None)
    return value is not None and _CMP[cmp](value, int(n))


def valid_target(
    ctx: Ctx,
    kind: str,
    ref: str,
    gender: str | None = None,
    card_type: str | None = None,
    keyword: str | None = None,
    by: tuple[str | None, str] | None = None,
    state: str | None = None,
    owner: str | None = None,
    player: str | None = None,
) -> bool:
    """A proper target (4.2.13); ``gender``: the text names a character of that gender
    (「対象の女性キャラクター」), read from the character's type as in force (4.3.8 step 2);
    ``keyword``: one with that keyword (「対象の「飛行」の特殊能力を持つキャラクター」, as in force);
    ``by``: (the type of the card targeting, its player), for a text in force saying the card
    cannot be the target of such (``shielded``); ``state`` ``attacking``: the character attacking
    in the battle now (「対象のアタックしているキャラクター」, 3.4.5.2), ``defending`` the one that
    defended in it (「対象のディフェンスしたキャラクター」, 3.4.5.3), ``rest`` / ``stand``: tapped /
    untapped (「対象のタップ状態の…」, 3.2.2); ``owner`` ``you`` / ``opponent``: controlled by
    ``player`` (the one using the text; else ``by``'s) or by the other (4.2.12)."""
    if kind != "player" and shielded(ctx, ref, by):
        return False
    if kind == "player":
        return ref in ctx.state.players and not untargetable(ctx, ref)
    card = ctx.card(ref)
    if kind == "played":
        # 「対象のプレイされたカード」: a card whose play is declared and not yet resolved (4.2.14,
        # 4.3.4: 「解決待ちの状態」)
        w = ctx.where(ref)
        # 「対象のスペル」: of that card type only
        return (
            card is not None
            and w is not None
            and w[1] == "playing"
            # 「対象のイベントカードかスペルカード」: one of several (``|``-joined)
            and (card_type is None or card.type in card_type.split("|"))
        )
    if kind == "dust_card":
        # 「(あなたの)ダストボックスにあるキャラクターカード1枚を対象とする」: a card in a
        # dustbox (4.2.13; 3.1.1), of the card type named (``card_type``; ``card``: any), in the
        # dustbox of ``owner`` (``you``: the player using the text, else the other; None: either)
        w = ctx.where(ref)
        user = player or (by[1] if by else None)
        return (
            card is not None
            and w is not None
            and w[1] == "dustbox"
            and (card_type in (None, "card") or card.type == card_type)
            and (owner is None or user is None or (w[0] == user) == (owner == "you"))
            and not untargetable(ctx, ref)
        )
    if kind == "item":
        # 「対象のアイテム(カード)」: an item card on the field, set on a card or not (4.2.13)
        return (
            card is not None
            and on_field(ctx, ref)
            and card.type == "item"
            and not untargetable(ctx, ref)
        )
    if kind == "navigator":
        # 「対象のナビゲーター」: a navigator on the field (4.2.13)
        return (
            card is not None
            and on_field(ctx, ref)
            and card.type == "navigator"
            and not untargetable(ctx, ref)
        )
    ok = (
        card is not None
        and on_field(ctx, ref)
        and is_character(ctx, card)
        and not untargetable(ctx, ref)
        and (keyword is None or keyword in view(ctx, ref).keywords)
        and (
            state is None
            or (state in ("attacking", "defending") and ctx.state.vars.get(f"co.{state}") == ref)
            or (state in ("rest", "stand") and card.orientation == state)  # type: ignore[union-attr]
            or (":" in state and _within(ctx, ref, state))
        )
        and (owner is None or _controlled_as(ctx, ref, owner, player or (by[1] if by else None)))
    )
    if not ok or gender is None:
        return ok
    assert card is not None
    if gender.startswith("not:"):
        # 「対象の「その他」キャラクター以外のキャラクター」: one not of that gender (its type as in
        # force, 4.3.8 step 2); a gender not given is taken not to be it (``gender_unknown``)
        g = gender.removeprefix("not:")
        return view(ctx, ref).gender != g and not gender_unknown(ctx, card, g)
    if view(ctx, ref).gender == gender:
        return ok
    return gender_unknown(ctx, card, gender)


def _controlled_as(ctx: Ctx, ref: str, owner: str, player: str | None) -> bool:
    """Whether ``ref`` is controlled by ``player`` (``owner`` you) or by the other (opponent)."""
    if player is None:
        return False
    ctl = controller(ctx, ref)
    return (ctl == player) if owner == "you" else (ctl is not None and ctl != player)


def gender_unknown(ctx: Ctx, card: Card, gender: str) -> bool:
    """A text names characters of one gender (「女性キャラクター」, read from the type as in force,
    4.3.8 step 2) and ``card``'s is not given (and no effect decides it): it is taken not to be
    of that gender, and the ruling says so (``values.assume_unmatched``). Whether it is taken to
    be of that gender after all: False, or True under a branch of a condition on that value
    (``values.branch_condition``; the callers return it as the card's match)."""
    if view(ctx, card.uid).gender is not None or not unknown_in_filter(ctx, card, "gender"):
        return False
    want = f"{gender}キャラクター"
    return assume_unmatched(ctx, card, [("gender", want, want)], ("4.3.8",))


def _is_int(value: Any) -> bool:
    try:
        int(value)
    except (TypeError, ValueError):
        return False
    return True
