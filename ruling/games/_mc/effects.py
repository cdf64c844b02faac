"""The steps a one-shot effect does to the cards of the player it applies to (no target):
replenishing n or up to n cards (12.3.1.2–12.3.1.4), discarding n cards of the hand or the deck
(12.4.2: fewer there, all of them), choosing cards of a zone and putting them on the deck. Run
for a bare effect text (``resolve_text``) and for a used ability without a target alike."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ruling.choosing import card_choice, choose_one_at_a_time, choose_yes_no
from ruling.core import Ctx
from ruling.games._mc.basic import note_deck_out
from ruling.games._mc.cardtext import (
    CHOSEN,
    AfterApplied,
    ChooseStep,
    DelayedStep,
    Guarded,
    HandLimitStep,
    InitiativeResultStep,
    LookReorderStep,
    PileDiscardStep,
    PutStep,
    ReplenishStep,
    ShuffleStep,
    option_of,
)
from ruling.games._mc.common import (
    AUTO_RUNNING,
    INITIATIVE_RESULT,
    Proc,
    _matches,
    effect_until,
    not_applied_since,
    until_ja,
)
from ruling.pregame import deck_listed
from ruling.principles import count_options
from ruling.rules import (
    AddDelayed,
    AddEffect,
    Choose,
    Do,
    Mark,
    Move,
    MoveMany,
    Option,
    SetVar,
    Shuffle,
)
from ruling.values import branch_candidates

_ZONE_JA = {"hand": "手札", "deck": "山札", "discard": "捨て山"}


def chosen_to(
    ctx: Ctx,
    player: str,
    step: Any,
    cause: tuple[int, ...],
    via: tuple[str, ...],
    touches: Any = (),
) -> Proc:
    """「…してもよい」 (``cardtext.CHOSEN``): ``player``, whose effect it is, chooses whether the
    step is brought about (10.1.14: 「～してもよい」 is chosen at that step); declined, it is not
    applied (4.1.15) — said. Returns whether it is done."""
    take = yield from choose_yes_no(
        player,
        "may_do",
        "「…してもよい」の効果を発揮するか",
        "bring about the 「…してもよい」 effect?",
        ("発揮する", "bring it about"),
        ("発揮しない", "do not"),
        (*via, "10.1.14"),
    )
    if not take:
        yield Mark(
            clauses=(*via, "10.1.14", "4.1.15"),
            ja=f"{player} は「…してもよい」の効果を発揮しない: 適用されない",
            en=f"{player} does not bring about the 「…してもよい」 effect: not applied",
            caused_by=cause,
            touches=tuple(touches),
        )
    return bool(take)


# the shared delayed-trigger record's ability id of mc's 時限誘発 (``DelayedStep``)
DELAYED = "mc.delayed"


def make_delayed(
    ctx: Ctx,
    player: str,
    step: DelayedStep,
    cause: tuple[int, ...],
    via: tuple[str, ...],
    user: str | None = None,
) -> Proc:
    """10.5.4.2: the effect makes a triggered ability whose condition arises at a later moment
    of this turn (``step.moment``); it meets it once (10.5.4.2.1, ``play.fire``). Remembered
    with the battle it was made in and whether a ● made it (and of which timing), which the
    battle's end reads (8.3.8.4: ``battle.delayed_at_battle_end``)."""
    from ruling.games._mc.cardtext import MOMENTS

    st = ctx.state
    running = st.vars.get(AUTO_RUNNING) or {}
    when = next((k for k, v in MOMENTS.items() if v == step.moment), step.moment)
    yield AddDelayed(
        ability=DELAYED,
        master=player,
        source=user,
        params={
            "moment": step.moment,
            "steps": step.steps,
            "turn": st.turn.number,
            "battle": bool(st.vars.get("mc.battle")),
            # a ● ability's effect: [自軍ターン] ones are not lost at the battle's end (8.3.8.4)
            "own_turn_auto": bool(running.get("own_turn")) if running else False,
            "auto": bool(running),
        },
        until="turn",
        clauses=(*via, "10.5.4.2"),
        caused_by=cause,
        ja=f"{player} の時限誘発が作られる（{when}に一度誘発する）",
        en=f"a delayed trigger of {player}'s is made (it triggers once at {when})",
    )


def run_player_steps(
    ctx: Ctx,
    player: str,
    steps: Sequence[Any],
    cause: tuple[int, ...],
    via: tuple[str, ...],
    user: str | None = None,
    rolled: dict[int, int] | None = None,
) -> Proc:
    """Each step in the order written (``via``: what brings the effect about, 10.1.14 / 4.1.10);
    ``rolled``: the dice results of the steps, by their place in ``steps`` (``play.roll_steps``).
    A step of another kind is not one of these (a text mixing them is run part by part,
    ``_mc/contract.py``). Returns whether a step since the last 「効果適用後、」 applied."""
    chosen: list[str] = []
    chosen_cl: tuple[str, ...] = ()
    done = False  # whether a step since the last 「効果適用後、」 applied (4.1.11)
    start = ctx.last
    for idx, step in enumerate(steps):
        if isinstance(step, Guarded) and step.cond == CHOSEN:
            # 「…してもよい」: the player decides (10.1.14); declined, not applied (4.1.15)
            zones = (f"{player}.hand", f"{player}.deck", f"{player}.discard")
            if not (yield from chosen_to(ctx, player, step, cause, via, zones)):
                continue
            step = step.step  # (10.1.14 is cited by the choice)
        elif option_of(step) is not None:
            # 「Aする、またはBする」: only the effect chosen at the declaration (10.1.7)
            if not option_chosen(ctx, step, cause):
                continue
            step = step.step
        if isinstance(step, AfterApplied):
            if not done:
                yield Mark(
                    clauses=("4.1.11", "4.1.15"),
                    ja="「効果適用後、」の前の効果が適用されなかった: その後の効果は発揮されない",
                    en="the effect before 「効果適用後、」 was not applied: what follows it is not "
                    "brought about",
                    caused_by=(*cause, *not_applied_since(ctx, start)),
                    touches=(f"{player}.hand", f"{player}.deck", f"{player}.discard"),
                )
                return
            cause = (
                *cause,
                (
                    yield Mark(
                        clauses=("4.1.11",),
                        ja="「効果適用後、」の前の効果が適用された: その後の効果を発揮する",
                        en="the effect before 「効果適用後、」 was applied: what follows it is "
                        "brought about",
                        caused_by=cause,
                        touches=(f"{player}.hand", f"{player}.deck", f"{player}.discard"),
                    )
                ),
            )
            done = False
            start = ctx.last
            continue
        before = _zones(ctx)
        # the player a step names as its doer (「敵軍は…」, 〈対象:敵軍プレイヤー〉's 「対象は…」)
        doer = ctx.state.opponent(player) if getattr(step, "owner", "") == "enemy" else player
        if isinstance(step, ReplenishStep):
            yield from _replenish(ctx, doer, step, cause, via, user)
        elif isinstance(step, PileDiscardStep) and step.every_player:
            yield from _discard_all(ctx, step, cause, via)
        elif isinstance(step, PileDiscardStep):
            yield from _discard(ctx, doer, step, cause, via)
        elif isinstance(step, LookReorderStep):
            yield from _look_reorder(ctx, doer, step, cause, via)
        elif isinstance(step, ShuffleStep):
            # 12.7.1: the deck's cards randomised, their order known to no player
            yield Shuffle(
                player=doer,
                zone="deck",
                caused_by=cause,
                clauses=(*via, "12.7.1"),
                ja=f"{doer} は山札をシャッフルする",
                en=f"{doer} shuffles the deck",
            )
            done = True
            continue
        elif isinstance(step, ChooseStep):
            # the zone chosen from printed with no 自軍 / 敵軍 is the player's own (5.1.5.5 …)
            chosen_cl = UNQUALIFIED_OWN.get(step.zone, ()) if step.unqualified else ()
            held = list(ctx.state.vars.get(DECLARED_CHOICES) or [])
            at = next((k for k in range(len(held) - 1, -1, -1) if held[k][0] == repr(step)), None)
            if at is None:
                chosen = yield from _choose(ctx, player, step, cause)
                continue
            # chosen at the use's declaration (10.1.7): those still in the zone are acted on
            side = player if step.owner == "own" else ctx.state.opponent(player)
            there = {c.uid for c in ctx.zone(side, step.zone)}
            chosen = [u for u in held[at][1] if u in there]
            chosen_cl = (*chosen_cl, "10.1.7")
            yield SetVar(key=DECLARED_CHOICES, value=held[:at] + held[at + 1 :])
            continue  # choosing applies nothing by itself: the step acting on them does
        elif isinstance(step, DelayedStep):
            yield from make_delayed(ctx, doer, step, cause, via, user)
            done = True  # the delayed trigger is made (10.5.4.2); it moves no card
            continue
        elif isinstance(step, InitiativeResultStep):
            yield from _initiative_result(ctx, player, step, (rolled or {}).get(idx), cause, via)
            done = True  # a value's increase is applied (4.6.9); it moves no card
            continue
        elif isinstance(step, HandLimitStep):
            yield from _hand_limit(ctx, player, step, cause, via)
            done = True  # a grant is applied (10.14.5); it moves no card
            continue
        elif isinstance(step, PutStep):
            owner = player if step.owner == "own" else ctx.state.opponent(player)
            if step.may and chosen:
                # 「…に加えてもよい / 置いてもよい」: the player decides (4.1.10: the effect is
                # theirs); not put, nothing moves and the step is not applied (4.1.15)
                put = yield from choose_yes_no(
                    player,
                    "may_put",
                    f"選んだカードを{_ZONE_JA.get(step.zone, step.zone)}に置くか",
                    f"put the chosen cards into the {step.zone}?",
                    ("置く", "put them"),
                    ("置かない", "do not"),
                    (*via, "4.1.10"),
                )
                if not put:
                    continue
            order: tuple[str, ...] = ()
            if step.zone == "deck" and len([u for u in chosen if ctx.card(u)]) > 1:
                # 5.1.1.6: cards put into a zone at once — their owner decides the order they go
                # in (the deck's order matters: 12.3.1 draws from its top)
                chosen = yield from _owner_orders(ctx, owner, list(chosen), step.pos)
                order = ("5.1.1.6",)
            for uid in chosen:
                c = ctx.card(uid)
                if c is None:
                    continue
                # put into a deck known to be empty: the deck's one card is at once its top and
                # its bottom card (5.1.3.9)
                alone = (
                    step.zone == "deck" and not ctx.zone(owner, "deck") and deck_listed(ctx, owner)
                )
                yield Move(
                    uid=uid,
                    player=owner,
                    zone=step.zone,
                    pos=step.pos,
                    caused_by=cause,
                    clauses=(
                        *via,
                        "4.1.10",
                        *chosen_cl,
                        *order,
                        *(("5.1.3.9",) if alone else ()),
                    ),
                    ja=f"{c.label} を{owner} の{_ZONE_JA.get(step.zone, step.zone)}の"
                    f"{'一番上' if step.pos == 'top' else '一番下'}に置く",
                    en=f"{c.label} is put on the {step.pos} of {owner}'s {step.zone}",
                )
        # a step applied when it moved a card (4.1.15: one that moved none is not applied)
        done = done or _zones(ctx) != before
    return done


def _owner_orders(ctx: Ctx, owner: str, uids: list[str], pos: str) -> Proc:
    """5.1.1.6: the owner of cards put into their deck at once orders them — chosen from the end
    they go to inward (the top card first for 「一番上」); returns them in the order they are put,
    the first chosen put last (so that it ends at that end)."""
    cards = [c for c in (ctx.card(u) for u in uids) if c is not None]
    end = "一番上" if pos == "top" else "一番下"
    picks = yield from choose_one_at_a_time(
        owner,
        cards,
        len(cards) - 1,
        card_choice,
        "order",
        lambda k: (
            f"山札の{end}から{k + 1}枚目になるカードを選ぶ",
            f"choose the card {k + 1} from the {pos} of the deck",
        ),
        ("5.1.1.6",),
        forced_unasked=False,
    )
    rest = [c.uid for c in cards if c.uid not in picks]
    return [*reversed([*picks, *rest])]


def _look_reorder(
    ctx: Ctx, player: str, step: LookReorderStep, cause: tuple[int, ...], via: tuple[str, ...]
) -> Proc:
    """「山札の上からn枚を見て、好きな順番で山札の上に戻す」: ``player`` looks at the top n cards of
    their deck (fewer there: all of them) and chooses, from the top down, the order they go back
    in (4.1.10); an empty deck has nothing to look at."""
    top = list(ctx.zone(player, "deck")[: step.n])
    if not top:
        yield Mark(
            clauses=(*via, "4.1.10", "4.1.15"),
            ja=f"{player} の山札にカードがない: 見るカードも戻すカードもない",
            en=f"{player}'s deck is empty: nothing to look at or put back",
            caused_by=cause,
            touches=(f"{player}.deck",),
        )
        return
    yield Mark(
        clauses=(*via, "4.1.10"),
        ja=f"{player} は山札の上から{len(top)}枚を見る",
        en=f"{player} looks at the top {len(top)} cards of their deck",
        caused_by=cause,
        touches=(f"{player}.deck",),
    )
    if step.or_discard:
        # 「そのカードを山札の上か捨て山に置く」: the one card looked at, where the player chooses
        # (4.1.10: the effect as its text says)
        card = top[0]
        to_pile = yield from choose_yes_no(
            player,
            "top_or_discard",
            f"見た {card.label} を捨て山に置くか（置かなければ山札の上）",
            f"put {card.label}, looked at, into the discard pile (else it stays on top)?",
            ("捨て山に置く", "into the discard pile"),
            ("山札の上に置く", "on top of the deck"),
            (*via, "4.1.10"),
        )
        if to_pile:
            yield Move(
                uid=card.uid,
                player=player,
                zone="discard",
                caused_by=cause,
                clauses=(*via, "4.1.10", "5.1.5.5"),
                ja=f"{player} は見た {card.label} を捨て山に置く",
                en=f"{player} puts {card.label}, looked at, into the discard pile",
            )
        else:
            yield Mark(
                clauses=(*via, "4.1.10"),
                ja=f"{player} は見た {card.label} を山札の上に置く",
                en=f"{player} puts {card.label}, looked at, back on top of the deck",
                caused_by=cause,
                touches=(f"{player}.deck",),
            )
        return
    order = yield from choose_one_at_a_time(
        player,
        top,
        len(top),
        card_choice,
        "deck_order",
        lambda k: (
            f"山札の上から{k + 1}枚目に戻すカードを選ぶ",
            f"choose the card to put back {k + 1}. from the top of the deck",
        ),
        (*via, "4.1.10"),
    )
    yield MoveMany(
        uids=tuple(order),
        player=player,
        zone="deck",
        pos="top",
        caused_by=cause,
        clauses=(*via, "4.1.10"),
        ja=f"{player} は見たカードを好きな順番で山札の上に戻す",
        en=f"{player} puts the cards back on top of the deck in the order chosen",
    )


def _initiative_result(
    ctx: Ctx,
    player: str,
    step: InitiativeResultStep,
    rolled: int | None,
    cause: tuple[int, ...],
    via: tuple[str, ...],
) -> Proc:
    """「…のイニシアチブ結果を「±n」 / 「±nD」する」: that player's initiative result (8.3.4.7)
    changed by n (or the dice result rolled for it, 3.4.2) — a value's increase lasting to the
    battle's end (4.6.9), or outside one to the phase's, where no initiative result is found;
    the battle's initiative timing adds it to the die and the party's 「イニシアチブ:x」."""
    who = ctx.state.opponent(player) if step.owner == "enemy" else player
    n = step.amount if step.dice is None else int(rolled or 0)
    until = yield from effect_until(ctx)
    yield AddEffect(
        target=who,
        stat=INITIATIVE_RESULT,
        op="add",
        value=n,
        until=until,
        source="効果",
        clauses=(*via, "8.3.4.7", "4.6.9"),
        caused_by=cause,
        touches=(f"{who}.{INITIATIVE_RESULT}",),  # read by the initiative timing (8.3.4.7)
        ja=f"{who} のイニシアチブ結果を{n:+d}する（{until_ja(until)}まで）",
        en=f"{who}'s initiative result {n:+d} (until the end of the {until})",
    )


def _hand_limit(
    ctx: Ctx, player: str, step: HandLimitStep, cause: tuple[int, ...], via: tuple[str, ...]
) -> Proc:
    """「…プレイヤーに「手札上限枚数:±n枚」を付与する」: the player's hand limit (5.1.4.7, as it
    is now) changed by n — for the battle, or outside one until the end of the phase (10.14.6);
    the limit is a rules value the effect overrides (``Ctx.param``)."""
    from ruling.games._mc.common import HAND_LIMIT

    who = player if step.owner == "own" else ctx.state.opponent(player)
    now, _cl, _by = ctx.param("hand_limit", who, HAND_LIMIT, ())
    until = yield from effect_until(ctx)
    yield AddEffect(
        target=who,
        stat="hand_limit",
        op="param",
        value=int(now) + step.amount,
        until=until,
        source="効果",
        clauses=(*via, "10.14.1", "10.14.5", "10.14.6", "5.1.4.7"),
        caused_by=cause,
        ja=f"{who} に「手札上限枚数:{step.amount:+d}枚」を付与する（{int(now) + step.amount}枚、"
        f"{until_ja(until)}まで）",
        en=f"{who} is granted hand limit {step.amount:+d} ({int(now) + step.amount}, until the "
        f"end of the {until})",
    )


def _zones(ctx: Ctx) -> list[tuple[str, ...]]:
    """Where every player's cards of the hand, deck and discard pile are: what the player steps
    move."""
    st = ctx.state
    return [
        tuple(c.uid for c in ctx.zone(p, z))
        for p in st.players
        for z in ("hand", "deck", "discard")
    ]


def _replenish(
    ctx: Ctx,
    player: str,
    step: ReplenishStep,
    cause: tuple[int, ...],
    via: tuple[str, ...],
    user: str | None = None,
) -> Proc:
    n = step.n
    if step.count_by is not None:
        # 「カードを【1D-3】枚補充する」 / 「…【このユニットの攻撃力】枚…」: the count found now
        n, counted = yield from _count_by(ctx, player, step.count_by, cause, user)
        cause = (*cause, counted)
        step = replace(step, n=n)
        if n <= 0:
            # 1.3.5: an action asked 0 or a negative number of times is not done at all — and a
            # negative number asks for no reverse action (no card goes from the hand to the deck)
            yield Mark(
                clauses=(*via, "1.3.5", "12.3.1.4"),
                ja=f"補充する枚数が{n}枚: 補充は行われない（マイナスでも逆の行動は求められない）。"
                "その効果は適用されなかったものとして扱う",
                en=f"{n} cards to replenish: no replenishing is done (a negative number asks for "
                "no reverse action); the effect counts as not applied",
                caused_by=cause,
                touches=(f"{player}.hand", f"{player}.deck"),
            )
            return
    rule = "12.3.1.1" if step.least is not None else "12.3.1.2"
    if step.least is not None:
        # 12.3.1.1: the number is declared first, in the range n～m, or none at all
        opts, ocl = count_options(ctx, n)
        opts = tuple(o for o in opts if o.value == 0 or o.value >= step.least)
        n = yield Choose(
            player,
            "replenish_count",
            f"補充する枚数を宣言する（{step.least}～{step.n}枚、0枚も可）",
            f"declare how many cards to replenish ({step.least} to {step.n}, or 0)",
            opts,
            ("12.3.1.1", *ocl),
        )
    elif step.up_to:
        # 12.3.1.2: the number is declared first, from 0 to n
        opts, ocl = count_options(ctx, n)
        n = yield Choose(
            player,
            "replenish_count",
            f"補充する枚数を宣言する（{step.n}枚まで、0枚も可）",
            f"declare how many cards to replenish (up to {step.n}, 0 included)",
            opts,
            ("12.3.1.2", *ocl),
        )
    from ruling.values import unknown_zone

    deck = len(ctx.zone(player, "deck"))
    # a deck the scenario did not list is unknown, not empty (zone_not_given_not_empty): its
    # cards replenished are of unknown name and type (``basic.replenish``)
    unlisted = n > 0 and not deck and unknown_zone(ctx, player, "deck", "山札", "deck", ("12.3.1",))
    if n <= 0 or not (deck or unlisted):
        # 12.3.1.4: none chosen, or none could be: the effect counts as not applied
        yield Mark(
            clauses=(*via, "12.3.1.4", *((rule,) if step.up_to else ("12.3.1.3",))),
            ja=f"{player} は1枚も補充しない（{'0枚を宣言' if n <= 0 else '山札がない'}）: "
            "その効果は適用されなかったものとして扱う",
            en=f"{player} replenishes no card ({'0 declared' if n <= 0 else 'no deck'}): the "
            "effect counts as not applied",
            caused_by=cause,
            touches=(f"{player}.hand", f"{player}.deck"),
        )
        return
    if deck < n and not step.up_to and not unlisted:
        yield Mark(
            clauses=("12.3.1.3",),
            ja=f"{player} の山札は{deck}枚で{n}枚未満: 山札のカードすべてを補充する",
            en=f"{player}'s deck holds {deck}, fewer than {n}: every card of it is replenished",
            caused_by=cause,
            touches=(f"{player}.hand", f"{player}.deck"),
        )
    yield Do(
        "replenish",
        {"player": player, "amount": n},
        caused_by=cause,
        clauses=(*via, *(("12.3.1",) if step.drawn else ()), rule if step.up_to else "12.3.1.3"),
    )


def _count_by(
    ctx: Ctx, player: str, by: tuple[Any, ...], cause: tuple[int, ...], user: str | None
) -> Proc:
    """The number a count in 【】 gives (``ReplenishStep.count_by``) and the step saying it:
    ("dice", n, a) — n dice rolled by ``player`` (3.4.5), their sum plus a (3.4.2, 3.4.3;
    results answered ``at: dice`` or branched); ("read", …) — the value of the unit using the
    effect (``play._read_amount``)."""
    if by[0] == "dice":
        from ruling.games._mc.common import gear_on_effect_dice, roll_die

        _k, count, mod = by
        gear_on_effect_dice(ctx, player)
        vals = []
        for i in range(int(count)):
            vals.append(
                (
                    yield from roll_die(
                        ctx,
                        player,
                        f"{count}D の{i + 1}個目",
                        f"die {i + 1} of {count}D",
                        ("3.4.2", "3.4.5"),
                    )
                )
            )
        n = sum(vals) + int(mod)
        m = yield Mark(
            clauses=("3.4.2", "3.4.5", *(("3.4.3",) if mod else ())),
            ja=f"ダイス {vals}{f' {int(mod):+d}' if mod else ''} → 補充する枚数 {n}",
            en=f"dice {vals}{f' {int(mod):+d}' if mod else ''} -> cards to replenish: {n}",
            caused_by=cause,
        )
        return n, m
    from ruling.games._mc.common import attack, defense, value_clauses

    uc = ctx.card(user) if user else None
    assert uc is not None  # ``contract.resolve_text`` refuses a value read with no user
    stat = str(by[2])
    n = attack(ctx, uc) if stat == "attack" else defense(ctx, uc)
    # 4.7.2: 「このユニット」 is the unit using the effect; its value with what changes it (a value
    # taken below 0 stays negative, 4.6.1 — ``value_clauses``)
    m = yield Mark(
        clauses=(
            "4.7.2",
            *(("2.1.15.1",) if stat == "attack" else ("2.1.17.1",)),
            *value_clauses(ctx, uc, stat),
        ),
        ja=f"{uc.label} の{'攻撃力' if stat == 'attack' else '防御力'} = {n} → 補充する枚数 {n}",
        en=f"{uc.label}'s {stat} = {n} -> cards to replenish: {n}",
        caused_by=cause,
        touches=(uc.uid,),
    )
    return int(n), m


def _discard_all(
    ctx: Ctx, step: PileDiscardStep, cause: tuple[int, ...], via: tuple[str, ...]
) -> Proc:
    """「すべてのプレイヤーは手札をn枚破棄する」: both players choose at once — the advancing side
    (the turn player) decides first, the defending side knowing that choice (1.3.3) — and the
    chosen cards are then discarded."""
    first = ctx.state.turn.player
    order = (first, ctx.state.opponent(first))
    # a choice only where the hand holds more than n (else all of it goes, 12.4.2)
    both = step.zone == "hand" and all(len(ctx.zone(p, "hand")) > step.n for p in order)
    if both:
        cause = (
            *cause,
            (
                yield Mark(
                    clauses=("1.3.3",),
                    ja=f"双方が同時に破棄するカードを選ぶ: 進軍側 {first} が先に決定し、"
                    f"守備側 {order[1]} はその内容を知ってから選ぶ",
                    en=f"both players choose at once: the advancing side {first} decides first, "
                    f"the defending side {order[1]} chooses knowing it",
                    caused_by=cause,
                    touches=tuple(f"{p}.hand" for p in order),
                )
            ),
        )
    picked = []
    for p in order:
        picks, few = yield from _discard_picks(
            ctx, p, step, cause, (*via, *(("1.3.3",) if both else ()))
        )
        picked.append((p, picks, few))
    for p, picks, few in picked:
        yield from _discard_moves(ctx, p, step, picks, few, cause, via)


# a zone printed without 自軍 / 敵軍 is the own one: the clause saying so for each (data)
UNQUALIFIED_OWN: dict[str, tuple[str, ...]] = {
    "deck": ("5.1.3.5",),
    "hand": ("5.1.4.6",),
    "discard": ("5.1.5.5",),
}


def _discard(
    ctx: Ctx, player: str, step: PileDiscardStep, cause: tuple[int, ...], via: tuple[str, ...]
) -> Proc:
    picks, few = yield from _discard_picks(ctx, player, step, cause, via)
    yield from _discard_moves(ctx, player, step, picks, few, cause, via)


def _discard_picks(
    ctx: Ctx,
    player: str,
    step: PileDiscardStep,
    cause: tuple[int, ...],
    choice_cl: tuple[str, ...] = (),
) -> Any:
    """The cards ``player`` discards: chosen from the hand, the top of the deck, or all of the
    zone when it holds fewer than n (12.4.2). Returns (uids, whether fewer)."""
    pile = ctx.zone(player, step.zone)
    zja = _ZONE_JA[step.zone]
    if step.whole:
        # 「…をすべて破棄する」: every card the zone holds now (12.4.1) — not a card declared as
        # a cost, which waits in the effect zone (10.1.6, 10.11.8)
        return [c.uid for c in pile], False
    if step.up_to:
        # 「手札をn枚まで破棄する」: the player declares how many (up to n, as many as the hand
        # holds); whether 0 may be declared is a reading (1.3.2 / 12.3.1.2)
        from ruling import unsettled

        zero = yield unsettled.choose(
            player, "mc", "discard_up_to_zero", {"at_least_one": False, "zero_allowed": True}
        )
        opts, ocl = count_options(ctx, min(step.n, len(pile)))
        opts = tuple(o for o in opts if zero or o.value >= 1) or opts[:1]
        # one number left: nothing to declare
        k = opts[0].value
        if len(opts) > 1:
            k = yield Choose(
                player,
                "discard_count",
                f"破棄する枚数を宣言する（{step.n}枚まで）",
                f"declare how many cards to discard (up to {step.n})",
                opts,
                (*choice_cl, "1.3.2", *ocl),
            )
        if int(k) <= 0:
            return [], False
        step = replace(step, n=int(k), up_to=False)
    few = len(pile) < step.n
    if few:
        # 12.4.2: fewer than n there: all of them
        yield Mark(
            clauses=("12.4.2",),
            ja=f"{player} の{zja}は{len(pile)}枚で{step.n}枚未満: {zja}すべてを破棄する",
            en=f"{player}'s {step.zone} holds {len(pile)}, fewer than {step.n}: all of it is "
            "discarded",
            caused_by=cause,
            touches=(f"{player}.{step.zone}", f"{player}.discard"),
        )
        picks = [c.uid for c in pile]
    elif step.zone == "deck":
        picks = [c.uid for c in pile[: step.n]]  # from the top
    elif step.random:
        # 「手札をn枚無作為に破棄する」: picked at random (1.3.6: 「無作為」, the cards' contents not
        # considered) — no player decides; each possible pick is a branch of chance
        picks = []
        left = list(ctx.zone(player, "hand"))
        for k in range(step.n):
            got = yield Choose(
                player,
                "random",
                f"{player} の手札から無作為に選ばれるカード（{k + 1}/{step.n}枚目）",
                f"the card of {player}'s hand picked at random ({k + 1} of {step.n})",
                tuple(card_choice(c) for c in left),
                (*choice_cl, "1.3.6"),
                chance=True,
            )
            picks.append(got)
            left = [c for c in left if c.uid != got]
    else:
        picks = yield from choose_one_at_a_time(
            player,
            ctx.zone(player, "hand"),
            step.n,
            card_choice,
            "discard",
            lambda k: (
                f"破棄する手札のカードを選ぶ（{k + 1}/{step.n}枚目）",
                f"choose a card of the hand to discard ({k + 1} of {step.n})",
            ),
            choice_cl,
        )
    return picks, few


def _discard_moves(
    ctx: Ctx,
    player: str,
    step: PileDiscardStep,
    picks: list[str],
    few: bool,
    cause: tuple[int, ...],
    via: tuple[str, ...],
) -> Proc:
    # printed with no 自軍 / 敵軍, the zone is the player's own (5.1.3.5 山札, 5.1.4.6 手札); 12.4.2
    # only when fewer than n are there (its one case)
    own = () if step.owner or step.every_player else UNQUALIFIED_OWN.get(step.zone, ())
    # several cards of the deck moving at once move one at a time (5.1.3.8)
    one_by_one = ("5.1.3.8",) if step.zone == "deck" and len(picks) > 1 else ()
    for uid in picks:
        yield Do(
            "discard",
            {"card": uid, "clauses": ("12.4.2",) if few else ()},
            caused_by=cause,
            clauses=(*via, "12.4.1", *(("12.4.2",) if few else ()), *own, *one_by_one),
        )
    if step.zone == "deck":
        yield from note_deck_out(ctx, player)


# the choices of a used ability's 「～を選び～する」 made at its declaration (10.1.7): [repr of the
# step, the uids chosen], the latest last (a counter chain resolves the latest first, 10.3.1)
DECLARED_CHOICES = "mc.declared_choices"


def choose_at_declaration(ctx: Ctx, player: str, steps: Sequence[Any], decl: int) -> Any:
    """10.1.7: the choices of a used ability's effect (「～を選び～する」) are made at its
    declaration — not one from the hand, nor one 「～してもよい」 (a ``Guarded`` step): from what
    the zone holds then (a cost card put in the effect zone at 10.1.6 reaches the discard pile
    only at 10.1.13). Recorded for the resolution (``run_player_steps``)."""
    options = [x for x in steps if option_of(x) is not None]
    if options:
        yield from _choose_option(ctx, player, options, decl)
    for step in steps:
        if not isinstance(step, ChooseStep) or step.zone == "hand":
            continue
        picks = yield from _choose(ctx, player, step, (decl,), ("10.1.7",))
        held = list(ctx.state.vars.get(DECLARED_CHOICES) or [])
        yield SetVar(key=DECLARED_CHOICES, value=[*held, [repr(step), list(picks)]])


# the option chosen at a use's declaration of 「Aする、またはBする」 (10.1.7): [the declaration,
# reprs of the option's steps, the option's index], the latest last
DECLARED_OPTIONS = "mc.declared_options"


def _choose_option(ctx: Ctx, player: str, steps: Sequence[Any], decl: int) -> Any:
    """10.1.7: 「～、または～」 — which effect is brought about is chosen at the declaration
    (``cardtext._effect_options``: each step ``Guarded`` by its option). ``at: option``, answered
    with the option's place in the text (1, 2 …); unanswered, the ruling branches on it."""
    n = option_of(steps[0])[1]  # type: ignore[index]
    k = yield Choose(
        player,
        "option",
        "「～、または～」のどちらの効果を選ぶか",
        "which effect of 「～、または～」 to choose",
        tuple(Option(str(i + 1), f"{i + 1}つ目の効果", f"effect {i + 1}", i) for i in range(n)),
        ("10.1.7",),
    )
    k = int(k)
    yield Mark(
        clauses=("10.1.7",),
        ja=f"{player} は「～、または～」の{k + 1}つ目の効果を選ぶ（宣言時に決まる）",
        en=f"{player} chooses effect {k + 1} of 「～、または～」 (fixed at the declaration)",
        caused_by=(decl,),
    )
    held = list(ctx.state.vars.get(DECLARED_OPTIONS) or [])
    yield SetVar(key=DECLARED_OPTIONS, value=[*held, [decl, [repr(x) for x in steps], k]])


def option_chosen(ctx: Ctx, step: Any, cause: tuple[int, ...]) -> bool:
    """Whether the option ``step`` belongs to was the one chosen at its use's declaration
    (``_choose_option``): the record of that declaration (one of ``cause``), else the latest
    holding the step."""
    held = [h for h in ctx.state.vars.get(DECLARED_OPTIONS) or [] if repr(step) in h[1]]
    mine = [h for h in held if h[0] in cause] or held
    if not mine:
        return False
    return option_of(step)[0] == mine[-1][2]  # type: ignore[index]


def _choose(
    ctx: Ctx,
    player: str,
    step: ChooseStep,
    cause: tuple[int, ...],
    clauses: tuple[str, ...] = (),
) -> Any:
    side = player if step.owner == "own" else ctx.state.opponent(player)
    # a card the filter leaves out only by a value not given: branched on (qualifies / not), or
    # stated (``values.branch_candidates``)
    cands = yield from branch_candidates(
        ctx,
        lambda: [
            c
            for c in ctx.zone(side, step.zone)
            if (step.kind is None or c.type == step.kind) and _matches(c, step.where, ctx)
        ],
        player,
        f"{_ZONE_JA.get(step.zone, step.zone)}のカードを{step.n}枚選ぶ",
        (),
    )
    return (
        yield from choose_one_at_a_time(
            player,
            cands,
            step.n,
            card_choice,
            "choose",
            lambda k: (
                f"{side} の{_ZONE_JA.get(step.zone, step.zone)}のカードを選ぶ（{k + 1}/{step.n}枚目）",
                f"choose a card of {side}'s {step.zone} ({k + 1} of {step.n})",
            ),
            clauses,
            forced_unasked=True,
        )
    )
