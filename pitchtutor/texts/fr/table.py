"""The card table's own sentences (``table.*``) in French."""

from __future__ import annotations

from pitchtutor.explain import Say, template


@template("table.new_hand", locale="fr")
def _new_hand(say: Say) -> str:
    return (
        f"Donne {say['number']} : {say.who('dealer')} {say.verb('dealer', 'distribue', 'distribuez')} six "
        f"cartes à chaque joueur, trois par trois. {say.who('eldest', start=True)}, à gauche du donneur, "
        f"{say.verb('eldest', 'parle', 'parlez')} en premier ; chaque joueur a une seule chance de passer ou "
        "d'enchérir plus haut."
    )


@template("table.no_hint", locale="fr")
def _no_hint(say: Say) -> str:
    return "Rien à conseiller pour l'instant : ce n'est pas votre tour."


@template("table.bot_seat", locale="fr")
def _bot_seat(say: Say) -> str:
    return f"Ici, c'est l'ordinateur qui joue pour {say.who('seat')} ; attendez votre tour."


@template("table.nothing_to_undo", locale="fr")
def _nothing_to_undo(say: Say) -> str:
    return "Rien à annuler : aucun coup n'a encore été joué dans cette donne."


@template("table.hand_over", locale="fr")
def _hand_over(say: Say) -> str:
    return (
        "La donne est finie : il n'y a plus de coup à jouer. Distribuez la donne suivante, ou revenez en "
        "arrière."
    )


@template("table.hints_off", locale="fr")
def _hints_off(say: Say) -> str:
    return "Les conseils sont désactivés à cette table."


@template("table.advice_in_auction", locale="fr")
def _advice_in_auction(say: Say) -> str:
    return "Le conseiller d'enchères sert pendant les enchères."


@template("table.review_when_over", locale="fr")
def _review_when_over(say: Say) -> str:
    return "Une donne peut être revue une fois finie."
