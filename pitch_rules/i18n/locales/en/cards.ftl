# Ranks and suits. A rank's value is its name in a sentence; .label is how cards
# print it (number cards by their number). A suit's .of form follows "the Jack of",
# its .noun is one card of it.

rank-2 = Two
    .label = 2
    .many = Twos
rank-3 = Three
    .label = 3
    .many = Threes
rank-4 = Four
    .label = 4
    .many = Fours
rank-5 = Five
    .label = 5
    .many = Fives
rank-6 = Six
    .label = 6
    .many = Sixes
rank-7 = Seven
    .label = 7
    .many = Sevens
rank-8 = Eight
    .label = 8
    .many = Eights
rank-9 = Nine
    .label = 9
    .many = Nines
rank-T = Ten
    .label = 10
    .many = Tens
rank-J = Jack
    .label = J
    .many = Jacks
rank-Q = Queen
    .label = Q
    .many = Queens
rank-K = King
    .label = K
    .many = Kings
rank-A = Ace
    .label = A
    .many = Aces

suit-S = Spades
    .of = Spades
    .noun = spade
suit-H = Hearts
    .of = Hearts
    .noun = heart
suit-D = Diamonds
    .of = Diamonds
    .noun = diamond
suit-C = Clubs
    .of = Clubs
    .noun = club
