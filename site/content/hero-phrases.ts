// The phrases the home page hero rotates through (SPEC 2 "Home"), in order.

export const heroPhrases = ['Sparkling Windows', 'Beautiful Exteriors', 'Hassle-Free Service', 'Professional Results'] as const;
