/**
 * Stripe objects as Stripe's own API fixtures write them, copied unchanged: `openapi/fixtures3.json` of the public
 * repository github.com/stripe/openapi (the fixtures stripe-mock answers with), at two commits:
 * - f6c2a48fbac2819d1feba8143d942ffc65e1c0d2 (2026-08-21), today's API shape: an invoice names its subscription in
 *   `parent.subscription_details`, a line in `parent.subscription_item_details`, a charge names no invoice;
 * - b819eedcd139fb137d9e683491a0635928f25d6d (2025-02-14), the shape before API version 2025-03-31: `invoice.subscription`,
 *   `invoice.charge`, `invoice.payment_intent`, `charge.invoice`, the period end on the subscription itself.
 * The tests copy one, then set the ids, statuses, amounts and times of their story (stripe-fixture.ts).
 */

/* biome-ignore-all format: Stripe's JSON as published */

/** `subscription`. */
export const STRIPE_SUBSCRIPTION: Record<string, unknown> = {
  "application": null,
  "application_fee_percent": null,
  "automatic_tax": {
    "enabled": false,
    "liability": {
      "type": "account"
    },
    "disabled_reason": null
  },
  "billing_cycle_anchor": 1234567890,
  "billing_cycle_anchor_config": {
    "day_of_month": 1361669285,
    "hour": null,
    "minute": null,
    "month": null,
    "second": null
  },
  "cancel_at": 1234567890,
  "canceled_at": 1234567890,
  "cancellation_details": {
    "comment": null,
    "feedback": null,
    "reason": null
  },
  "collection_method": "charge_automatically",
  "created": 1234567890,
  "currency": "usd",
  "customer": "cus_QXg1o8vcGmoR32",
  "days_until_due": null,
  "default_payment_method": null,
  "default_source": null,
  "default_tax_rates": [],
  "description": null,
  "discounts": [],
  "ended_at": 1234567890,
  "id": "sub_1Pgc6rB7WZ01zgkWNy0Cn5nw",
  "invoice_settings": {
    "account_tax_ids": null,
    "issuer": {
      "type": "self"
    },
    "custom_fields": null,
    "description": null,
    "footer": null
  },
  "items": {
    "data": [
      {
        "created": 1721954054,
        "discounts": [],
        "id": "si_QXhVnC2h0Jczwc",
        "metadata": {},
        "object": "subscription_item",
        "price": {
          "active": true,
          "billing_scheme": "per_unit",
          "created": 1721948530,
          "currency": "usd",
          "custom_unit_amount": {
            "maximum": null,
            "minimum": null,
            "preset": null
          },
          "id": "price_1PgafmB7WZ01zgkW6dKueIc5",
          "livemode": false,
          "lookup_key": null,
          "metadata": {},
          "nickname": null,
          "object": "price",
          "product": "prod_QXg1hqf4jFNsqG",
          "recurring": {
            "interval": "month",
            "interval_count": 1,
            "meter": null,
            "usage_type": "licensed",
            "trial_period_days": null
          },
          "tax_behavior": "unspecified",
          "tiers_mode": null,
          "transform_quantity": {
            "divide_by": 1592560163,
            "round": "down"
          },
          "type": "recurring",
          "unit_amount": 2000,
          "unit_amount_decimal": "2000"
        },
        "quantity": 1,
        "subscription": "sub_1Pgc6rB7WZ01zgkWNy0Cn5nw",
        "tax_rates": [],
        "plan": {
          "active": true,
          "amount": null,
          "amount_decimal": null,
          "billing_scheme": "tiered",
          "created": 1028554472,
          "currency": "currency",
          "id": "obj_123",
          "interval": "month",
          "interval_count": 797691627,
          "livemode": true,
          "metadata": null,
          "meter": null,
          "nickname": null,
          "object": "plan",
          "product": null,
          "tiers_mode": null,
          "transform_usage": {
            "divide_by": 1592560163,
            "round": "down"
          },
          "trial_period_days": null,
          "usage_type": "licensed"
        },
        "current_period_end": 976287773,
        "current_period_start": 1896570518,
        "billing_thresholds": {
          "usage_gte": null
        }
      }
    ],
    "has_more": false,
    "object": "list",
    "url": "/v1/subscription_items?subscription=sub_1Pgc6rB7WZ01zgkWNy0Cn5nw"
  },
  "latest_invoice": null,
  "livemode": false,
  "metadata": {},
  "next_pending_invoice_item_invoice": 1234567890,
  "object": "subscription",
  "on_behalf_of": null,
  "pause_collection": {
    "behavior": "mark_uncollectible",
    "resumes_at": null
  },
  "payment_settings": {
    "payment_method_options": {
      "acss_debit": {},
      "bancontact": {
        "preferred_language": "fr"
      },
      "card": {
        "network": null,
        "request_three_d_secure": null
      },
      "customer_balance": {
        "funding_type": null
      },
      "konbini": {},
      "sepa_debit": {},
      "us_bank_account": {},
      "payto": {},
      "pix": {},
      "upi": {}
    },
    "payment_method_types": null,
    "save_default_payment_method": null
  },
  "pending_invoice_item_interval": {
    "interval": "month",
    "interval_count": 797691627
  },
  "pending_setup_intent": null,
  "pending_update": {
    "billing_cycle_anchor": null,
    "discount": {
      "checkout_session": null,
      "customer": null,
      "end": null,
      "id": "obj_123",
      "invoice": null,
      "invoice_item": null,
      "object": "discount",
      "promotion_code": null,
      "start": 109757538,
      "subscription": null,
      "subscription_item": null,
      "source": {
        "coupon": null,
        "type": "coupon"
      },
      "customer_account": null
    },
    "discounts": [],
    "expires_at": 833811170,
    "subscription_items": null,
    "trial_end": null,
    "trial_from_plan": null,
    "metadata": null
  },
  "schedule": null,
  "start_date": 1234567890,
  "status": "active",
  "test_clock": null,
  "transfer_data": {
    "amount_percent": null,
    "destination": {
      "id": "obj_123",
      "object": "account"
    }
  },
  "trial_end": 1234567890,
  "trial_settings": {
    "end_behavior": {
      "missing_payment_method": "create_invoice"
    }
  },
  "trial_start": 1234567890,
  "cancel_at_period_end": true,
  "billing_thresholds": {
    "amount_gte": null,
    "reset_billing_cycle_anchor": null
  },
  "billing_mode": {
    "type": "classic",
    "flexible": {}
  },
  "customer_account": null,
  "managed_payments": {
    "enabled": true
  },
  "billing_schedules": [
    {
      "applies_to": null,
      "bill_until": {
        "computed_timestamp": 2082605468,
        "duration": {
          "interval": "month",
          "interval_count": null
        },
        "timestamp": null,
        "type": "duration"
      },
      "key": "key"
    }
  ]
};

/** `invoice`. */
export const STRIPE_INVOICE: Record<string, unknown> = {
  "account_country": "US",
  "account_name": null,
  "account_tax_ids": null,
  "amount_due": 1000,
  "amount_paid": 0,
  "amount_remaining": 1000,
  "amount_shipping": 0,
  "application": null,
  "attempt_count": 0,
  "attempted": false,
  "auto_advance": false,
  "automatic_tax": {
    "enabled": false,
    "liability": {
      "type": "account"
    },
    "status": null,
    "disabled_reason": null,
    "provider": null
  },
  "billing_reason": "manual",
  "collection_method": "charge_automatically",
  "created": 1234567890,
  "currency": "usd",
  "custom_fields": null,
  "customer": "cus_QXg1o8vcGmoR32",
  "customer_address": {
    "city": null,
    "country": null,
    "line1": null,
    "line2": null,
    "postal_code": null,
    "state": null
  },
  "customer_email": null,
  "customer_name": null,
  "customer_phone": null,
  "customer_shipping": {},
  "customer_tax_exempt": "none",
  "customer_tax_ids": [],
  "default_payment_method": null,
  "default_source": null,
  "default_tax_rates": [],
  "description": null,
  "discounts": [],
  "due_date": 1234567890,
  "effective_at": 1234567890,
  "ending_balance": null,
  "footer": null,
  "from_invoice": {
    "action": "action",
    "invoice": "invoice"
  },
  "hosted_invoice_url": null,
  "id": "in_1Pgc6tB7WZ01zgkWu9fdqL6I",
  "invoice_pdf": null,
  "issuer": {
    "type": "self"
  },
  "last_finalization_error": {
    "type": "idempotency_error"
  },
  "latest_revision": null,
  "lines": {
    "data": [
      {
        "amount": 1000,
        "currency": "usd",
        "description": "My First Invoice Item (created for API docs)",
        "discount_amounts": [],
        "discountable": true,
        "discounts": [],
        "id": "il_1Pgc6sB7WZ01zgkWFnxLrLCq",
        "invoice": "in_1Pgc6tB7WZ01zgkWu9fdqL6I",
        "livemode": false,
        "metadata": {},
        "object": "line_item",
        "period": {
          "end": 1721954054,
          "start": 1721954054
        },
        "quantity": 1,
        "subscription": null,
        "pretax_credit_amounts": null,
        "taxes": null,
        "parent": {
          "invoice_item_details": {
            "invoice_item": "invoice_item",
            "proration": true,
            "proration_details": {
              "credited_items": {
                "invoice": "invoice",
                "invoice_line_items": [
                  "invoice_line_items"
                ]
              }
            },
            "subscription": null
          },
          "subscription_item_details": {
            "invoice_item": null,
            "proration": true,
            "proration_details": {
              "credited_items": {
                "invoice": "invoice",
                "invoice_line_items": [
                  "invoice_line_items"
                ]
              }
            },
            "subscription": "subscription",
            "subscription_item": "subscription_item"
          },
          "type": "invoice_item_details"
        },
        "pricing": {
          "type": "price_details",
          "unit_amount_decimal": null
        },
        "subtotal": 2060319484,
        "quantity_decimal": null
      }
    ],
    "has_more": false,
    "object": "list",
    "url": "/v1/invoices/in_1Pgc6tB7WZ01zgkWu9fdqL6I/lines"
  },
  "livemode": false,
  "metadata": {},
  "next_payment_attempt": 1234567890,
  "number": null,
  "object": "invoice",
  "on_behalf_of": null,
  "payment_settings": {
    "default_mandate": null,
    "payment_method_options": {
      "acss_debit": {},
      "bancontact": {
        "preferred_language": "fr"
      },
      "card": {
        "request_three_d_secure": null
      },
      "customer_balance": {
        "funding_type": null
      },
      "konbini": {},
      "sepa_debit": {},
      "us_bank_account": {},
      "payto": {},
      "pix": {
        "amount_includes_iof": null
      },
      "upi": {}
    },
    "payment_method_types": null
  },
  "period_end": 1234567890,
  "period_start": 1234567890,
  "post_payment_credit_notes_amount": 0,
  "pre_payment_credit_notes_amount": 0,
  "receipt_number": null,
  "rendering": {
    "amount_tax_display": null,
    "pdf": {
      "page_size": null
    },
    "template": null,
    "template_version": null
  },
  "shipping_cost": {
    "amount_subtotal": 1555417355,
    "amount_tax": 1424534716,
    "amount_total": 1117121693,
    "shipping_rate": null
  },
  "shipping_details": {},
  "starting_balance": 0,
  "statement_descriptor": null,
  "status": "draft",
  "status_transitions": {
    "finalized_at": null,
    "marked_uncollectible_at": null,
    "paid_at": null,
    "voided_at": null
  },
  "subscription": null,
  "subtotal": 1000,
  "subtotal_excluding_tax": 1000,
  "test_clock": null,
  "total": 1000,
  "total_discount_amounts": [],
  "total_excluding_tax": 1000,
  "webhooks_delivered_at": 1234567890,
  "automatically_finalizes_at": null,
  "total_pretax_credit_amounts": null,
  "total_taxes": null,
  "amount_overpaid": 149300825,
  "parent": {
    "quote_details": {
      "quote": "quote"
    },
    "subscription_details": {
      "metadata": null,
      "subscription": "subscription"
    },
    "type": "quote_details"
  },
  "customer_account": null
};

/** `charge`. */
export const STRIPE_CHARGE: Record<string, unknown> = {
  "amount": 100,
  "amount_captured": 0,
  "amount_refunded": 0,
  "application": null,
  "application_fee": null,
  "application_fee_amount": null,
  "balance_transaction": "txn_1PgaxNB7WZ01zgkWEV3TLf40",
  "billing_details": {
    "address": {
      "city": null,
      "country": null,
      "line1": null,
      "line2": null,
      "postal_code": null,
      "state": null
    },
    "email": null,
    "name": "Jenny Rosen",
    "phone": null,
    "tax_id": null
  },
  "calculated_statement_descriptor": null,
  "captured": false,
  "created": 1234567890,
  "currency": "usd",
  "customer": null,
  "description": "My First Test Charge (created for API docs)",
  "disputed": false,
  "failure_balance_transaction": null,
  "failure_code": null,
  "failure_message": null,
  "fraud_details": {},
  "id": "ch_1PgafuB7WZ01zgkWXYmPNZs8",
  "livemode": false,
  "metadata": {},
  "object": "charge",
  "on_behalf_of": null,
  "outcome": {
    "advice_code": null,
    "network_advice_code": null,
    "network_decline_code": null,
    "network_status": null,
    "reason": null,
    "seller_message": null,
    "type": "type"
  },
  "paid": true,
  "payment_intent": null,
  "payment_method": "card_1PgaftB7WZ01zgkWm3waTcFp",
  "payment_method_details": {
    "card": {
      "amount_authorized": null,
      "brand": "visa",
      "checks": {
        "address_line1_check": null,
        "address_postal_code_check": null,
        "cvc_check": "pass"
      },
      "country": "US",
      "exp_month": 8,
      "exp_year": 2030,
      "extended_authorization": {
        "status": "disabled"
      },
      "fingerprint": "AOB934RVNwzk6xtn",
      "funding": "credit",
      "incremental_authorization": {
        "status": "unavailable"
      },
      "installments": {
        "plan": {
          "count": null,
          "interval": null,
          "type": "fixed_count"
        }
      },
      "last4": "4242",
      "mandate": null,
      "multicapture": {
        "status": "unavailable"
      },
      "network": "visa",
      "network_token": {
        "used": false
      },
      "overcapture": {
        "maximum_amount_capturable": 100,
        "status": "unavailable"
      },
      "three_d_secure": {
        "authentication_flow": null,
        "electronic_commerce_indicator": null,
        "exemption_indicator": null,
        "result": null,
        "result_reason": null,
        "transaction_id": null,
        "version": null
      },
      "wallet": {
        "dynamic_last4": null,
        "type": "link"
      },
      "authorization_code": null,
      "regulated_status": null,
      "network_transaction_id": null,
      "transaction_link_id": null
    },
    "type": "card"
  },
  "receipt_email": null,
  "receipt_number": null,
  "receipt_url": "https://sangeekp-15t6ai--manage-mydev.dev.stripe.me/receipts/payment/CAcaFwoVYWNjdF8xUGdhZlRCN1daMDF6Z2tXKI_ei7UGMgZv2S_KfiY6LCJrxC7awazgQA9I88krZKw5uuCkZ5Nup2tomEtAbSpdfzjVZHO3ZYP5KFZP",
  "refunded": false,
  "refunds": {
    "data": [],
    "has_more": false,
    "object": "list",
    "url": "/v1/charges/ch_1PgafuB7WZ01zgkWXYmPNZs8/refunds"
  },
  "review": null,
  "shipping": {},
  "source_transfer": null,
  "statement_descriptor": null,
  "statement_descriptor_suffix": null,
  "status": "succeeded",
  "transfer_data": {
    "amount": null,
    "destination": {
      "id": "obj_123",
      "object": "account"
    }
  },
  "transfer_group": null,
  "source": {
    "allow_redisplay": null,
    "amount": null,
    "client_secret": "client_secret",
    "created": 1028554472,
    "currency": null,
    "flow": "flow",
    "id": "obj_123",
    "livemode": true,
    "metadata": null,
    "object": "source",
    "owner": {
      "address": {
        "city": null,
        "country": null,
        "line1": null,
        "line2": null,
        "postal_code": null,
        "state": null
      },
      "email": null,
      "name": null,
      "phone": null,
      "verified_address": {
        "city": null,
        "country": null,
        "line1": null,
        "line2": null,
        "postal_code": null,
        "state": null
      },
      "verified_email": null,
      "verified_name": null,
      "verified_phone": null
    },
    "statement_descriptor": null,
    "status": "status",
    "type": "ach_credit_transfer",
    "usage": null
  }
};

/** `dispute`. */
export const STRIPE_DISPUTE: Record<string, unknown> = {
  "amount": 1000,
  "balance_transactions": [],
  "charge": "ch_1PgafuB7WZ01zgkWXYmPNZs8",
  "created": 1234567890,
  "currency": "usd",
  "evidence": {
    "access_activity_log": null,
    "billing_address": null,
    "cancellation_policy": null,
    "cancellation_policy_disclosure": null,
    "cancellation_rebuttal": null,
    "customer_communication": null,
    "customer_email_address": null,
    "customer_name": null,
    "customer_purchase_ip": null,
    "customer_signature": null,
    "duplicate_charge_documentation": null,
    "duplicate_charge_explanation": null,
    "duplicate_charge_id": null,
    "product_description": null,
    "receipt": null,
    "refund_policy": null,
    "refund_policy_disclosure": null,
    "refund_refusal_explanation": null,
    "service_date": null,
    "service_documentation": null,
    "shipping_address": null,
    "shipping_carrier": null,
    "shipping_date": null,
    "shipping_documentation": null,
    "shipping_tracking_number": null,
    "uncategorized_file": null,
    "uncategorized_text": null,
    "enhanced_evidence": {}
  },
  "evidence_details": {
    "due_by": 1723679999,
    "has_evidence": false,
    "past_due": false,
    "submission_count": 0,
    "enhanced_eligibility": {}
  },
  "id": "dp_1Pgc71B7WZ01zgkWMevJiAUx",
  "is_charge_refundable": true,
  "livemode": false,
  "metadata": {},
  "object": "dispute",
  "payment_intent": null,
  "payment_method_details": {
    "card": {
      "brand": "visa",
      "case_type": "inquiry",
      "network_reason_code": "10.4",
      "network": "visa"
    },
    "type": "card"
  },
  "reason": "general",
  "status": "warning_needs_response",
  "enhanced_eligibility_types": [
    "visa_compelling_evidence_3"
  ]
};

/** `checkout.session`. */
export const STRIPE_CHECKOUT_SESSION: Record<string, unknown> = {
  "after_expiration": {
    "recovery": {
      "allow_promotion_codes": true,
      "enabled": true,
      "expires_at": null,
      "url": null
    }
  },
  "allow_promotion_codes": null,
  "amount_subtotal": null,
  "amount_total": null,
  "automatic_tax": {
    "enabled": false,
    "liability": {
      "type": "account"
    },
    "status": null,
    "provider": null
  },
  "billing_address_collection": null,
  "cancel_url": "https://example.com/cancel",
  "client_reference_id": null,
  "client_secret": null,
  "consent": {
    "promotions": null,
    "terms_of_service": null
  },
  "consent_collection": {
    "payment_method_reuse_agreement": {
      "position": "hidden"
    },
    "promotions": null,
    "terms_of_service": null
  },
  "created": 1234567890,
  "currency": null,
  "custom_fields": [],
  "custom_text": {
    "after_submit": {
      "message": "message"
    },
    "shipping_address": {
      "message": "message"
    },
    "submit": {
      "message": "message"
    },
    "terms_of_service_acceptance": {
      "message": "message"
    }
  },
  "customer": null,
  "customer_creation": null,
  "customer_details": {
    "address": {
      "city": null,
      "country": null,
      "line1": null,
      "line2": null,
      "postal_code": null,
      "state": null
    },
    "email": "example@example.com",
    "name": null,
    "phone": null,
    "tax_exempt": "none",
    "tax_ids": null,
    "business_name": null,
    "individual_name": null
  },
  "customer_email": null,
  "expires_at": 1234567890,
  "id": "cs_test_a1YS1URlnyQCN5fUUduORoQ7Pw41PJqDWkIVQCpJPqkfIhd6tVY8XB1OLY",
  "invoice": null,
  "invoice_creation": {
    "enabled": true,
    "invoice_data": {
      "account_tax_ids": null,
      "custom_fields": null,
      "description": null,
      "footer": null,
      "issuer": {
        "type": "account"
      },
      "metadata": null,
      "rendering_options": {
        "amount_tax_display": null,
        "template": null
      }
    }
  },
  "livemode": false,
  "locale": null,
  "metadata": {},
  "mode": "payment",
  "object": "checkout.session",
  "payment_intent": "pi_1PgafyB7WZ01zgkWSjxsAJo3",
  "payment_link": null,
  "payment_method_collection": null,
  "payment_method_configuration_details": {
    "id": "obj_123",
    "parent": null
  },
  "payment_method_options": {},
  "payment_method_types": [
    "card"
  ],
  "payment_status": "unpaid",
  "phone_number_collection": {
    "enabled": false
  },
  "recovered_from": null,
  "saved_payment_method_options": {
    "allow_redisplay_filters": null,
    "payment_method_remove": null,
    "payment_method_save": null
  },
  "setup_intent": null,
  "shipping_address_collection": {
    "allowed_countries": [
      "SC"
    ]
  },
  "shipping_cost": {
    "amount_subtotal": 1555417355,
    "amount_tax": 1424534716,
    "amount_total": 1117121693,
    "shipping_rate": null
  },
  "shipping_options": [],
  "status": "open",
  "submit_type": null,
  "subscription": null,
  "success_url": "https://example.com/success",
  "total_details": {
    "amount_discount": 406046392,
    "amount_shipping": null,
    "amount_tax": 1424534716
  },
  "ui_mode": null,
  "url": "https://checkout.stripe.com/pay/c/cs_test_a1YS1URlnyQCN5fUUduORoQ7Pw41PJqDWkIVQCpJPqkfIhd6tVY8XB1OLY",
  "adaptive_pricing": {
    "enabled": true
  },
  "discounts": null,
  "collected_information": {
    "shipping_details": {
      "address": {
        "city": null,
        "country": null,
        "line1": null,
        "line2": null,
        "postal_code": null,
        "state": null
      },
      "name": "name"
    },
    "business_name": null,
    "individual_name": null
  },
  "permissions": {
    "update_shipping_details": null
  },
  "wallet_options": {},
  "origin_context": null,
  "currency_conversion": {
    "amount_subtotal": 1555417355,
    "amount_total": 1117121693,
    "fx_rate": "291452898",
    "source_currency": "usd"
  },
  "customer_account": null,
  "integration_identifier": null,
  "managed_payments": {
    "enabled": true
  }
};

/** `invoice_payment`. */
export const STRIPE_INVOICE_PAYMENT: Record<string, unknown> = {
  "amount_paid": null,
  "amount_requested": 1112626247,
  "created": 1028554472,
  "currency": "currency",
  "id": "obj_123",
  "invoice": "invoice",
  "is_default": true,
  "livemode": true,
  "object": "invoice_payment",
  "payment": {
    "type": "payment_intent"
  },
  "status": "status",
  "status_transitions": {
    "canceled_at": null,
    "paid_at": null
  }
};

/** `subscription` before API version 2025-03-31. */
export const STRIPE_SUBSCRIPTION_2025_02: Record<string, unknown> = {
  "application": null,
  "application_fee_percent": null,
  "automatic_tax": {
    "enabled": false,
    "liability": null,
    "disabled_reason": null
  },
  "billing_cycle_anchor": 1234567890,
  "billing_cycle_anchor_config": null,
  "billing_thresholds": null,
  "cancel_at": 1234567890,
  "cancel_at_period_end": false,
  "canceled_at": 1234567890,
  "cancellation_details": {
    "comment": null,
    "feedback": null,
    "reason": null
  },
  "collection_method": "charge_automatically",
  "created": 1234567890,
  "currency": "usd",
  "current_period_end": 1234567890,
  "current_period_start": 1234567890,
  "customer": "cus_QXg1o8vcGmoR32",
  "days_until_due": null,
  "default_payment_method": null,
  "default_source": null,
  "default_tax_rates": [],
  "description": null,
  "discount": null,
  "discounts": [],
  "ended_at": 1234567890,
  "id": "sub_1Pgc6rB7WZ01zgkWNy0Cn5nw",
  "invoice_settings": {
    "account_tax_ids": null,
    "issuer": {
      "type": "self"
    }
  },
  "items": {
    "data": [
      {
        "billing_thresholds": null,
        "created": 1721954054,
        "discounts": [],
        "id": "si_QXhVnC2h0Jczwc",
        "metadata": {},
        "object": "subscription_item",
        "price": {
          "active": true,
          "billing_scheme": "per_unit",
          "created": 1721948530,
          "currency": "usd",
          "custom_unit_amount": null,
          "id": "price_1PgafmB7WZ01zgkW6dKueIc5",
          "livemode": false,
          "lookup_key": null,
          "metadata": {},
          "nickname": null,
          "object": "price",
          "product": "prod_QXg1hqf4jFNsqG",
          "recurring": {
            "aggregate_usage": null,
            "interval": "month",
            "interval_count": 1,
            "meter": null,
            "usage_type": "licensed",
            "trial_period_days": null
          },
          "tax_behavior": "unspecified",
          "tiers_mode": null,
          "transform_quantity": null,
          "type": "recurring",
          "unit_amount": 2000,
          "unit_amount_decimal": "2000"
        },
        "quantity": 1,
        "subscription": "sub_1Pgc6rB7WZ01zgkWNy0Cn5nw",
        "tax_rates": [],
        "plan": {
          "active": true,
          "aggregate_usage": null,
          "amount": null,
          "amount_decimal": null,
          "billing_scheme": "tiered",
          "created": 1028554472,
          "currency": "currency",
          "id": "obj_123",
          "interval": "month",
          "interval_count": 797691627,
          "livemode": true,
          "metadata": null,
          "meter": null,
          "nickname": null,
          "object": "plan",
          "product": null,
          "tiers_mode": null,
          "transform_usage": null,
          "trial_period_days": null,
          "usage_type": "licensed"
        }
      }
    ],
    "has_more": false,
    "object": "list",
    "url": "/v1/subscription_items?subscription=sub_1Pgc6rB7WZ01zgkWNy0Cn5nw"
  },
  "latest_invoice": null,
  "livemode": false,
  "metadata": {},
  "next_pending_invoice_item_invoice": 1234567890,
  "object": "subscription",
  "on_behalf_of": null,
  "pause_collection": null,
  "payment_settings": {
    "payment_method_options": null,
    "payment_method_types": null,
    "save_default_payment_method": null
  },
  "pending_invoice_item_interval": null,
  "pending_setup_intent": null,
  "pending_update": null,
  "schedule": null,
  "start_date": 1234567890,
  "status": "active",
  "test_clock": null,
  "transfer_data": null,
  "trial_end": 1234567890,
  "trial_settings": {
    "end_behavior": {
      "missing_payment_method": "create_invoice"
    }
  },
  "trial_start": 1234567890
};

/** `invoice` before API version 2025-03-31. */
export const STRIPE_INVOICE_2025_02: Record<string, unknown> = {
  "account_country": "US",
  "account_name": null,
  "account_tax_ids": null,
  "amount_due": 1000,
  "amount_paid": 0,
  "amount_remaining": 1000,
  "amount_shipping": 0,
  "application": null,
  "application_fee_amount": null,
  "attempt_count": 0,
  "attempted": false,
  "auto_advance": false,
  "automatic_tax": {
    "enabled": false,
    "liability": null,
    "status": null,
    "disabled_reason": null
  },
  "billing_reason": "manual",
  "charge": null,
  "collection_method": "charge_automatically",
  "created": 1234567890,
  "currency": "usd",
  "custom_fields": null,
  "customer": "cus_QXg1o8vcGmoR32",
  "customer_address": null,
  "customer_email": null,
  "customer_name": null,
  "customer_phone": null,
  "customer_shipping": null,
  "customer_tax_exempt": "none",
  "customer_tax_ids": [],
  "default_payment_method": null,
  "default_source": null,
  "default_tax_rates": [],
  "description": null,
  "discount": null,
  "discounts": [],
  "due_date": 1234567890,
  "effective_at": 1234567890,
  "ending_balance": null,
  "footer": null,
  "from_invoice": null,
  "hosted_invoice_url": null,
  "id": "in_1Pgc6tB7WZ01zgkWu9fdqL6I",
  "invoice_pdf": null,
  "issuer": {
    "type": "self"
  },
  "last_finalization_error": null,
  "latest_revision": null,
  "lines": {
    "data": [
      {
        "amount": 1000,
        "amount_excluding_tax": 1000,
        "currency": "usd",
        "description": "My First Invoice Item (created for API docs)",
        "discount_amounts": [],
        "discountable": true,
        "discounts": [],
        "id": "il_1Pgc6sB7WZ01zgkWFnxLrLCq",
        "invoice": "in_1Pgc6tB7WZ01zgkWu9fdqL6I",
        "invoice_item": "ii_1Pgc6sB7WZ01zgkWSUrArSku",
        "livemode": false,
        "metadata": {},
        "object": "line_item",
        "period": {
          "end": 1721954054,
          "start": 1721954054
        },
        "price": {
          "active": true,
          "billing_scheme": "per_unit",
          "created": 1721948530,
          "currency": "usd",
          "custom_unit_amount": null,
          "id": "price_1PgafmB7WZ01zgkW02Hf9z6c",
          "livemode": false,
          "lookup_key": null,
          "metadata": {},
          "nickname": null,
          "object": "price",
          "product": "prod_QXg1hqf4jFNsqG",
          "recurring": null,
          "tax_behavior": "unspecified",
          "tiers_mode": null,
          "transform_quantity": null,
          "type": "one_time",
          "unit_amount": 1000,
          "unit_amount_decimal": "1000"
        },
        "proration": false,
        "proration_details": {
          "credited_items": null
        },
        "quantity": 1,
        "subscription": null,
        "tax_amounts": [],
        "tax_rates": [],
        "type": "invoiceitem",
        "unit_amount_excluding_tax": "1000",
        "plan": null,
        "pretax_credit_amounts": null
      }
    ],
    "has_more": false,
    "object": "list",
    "url": "/v1/invoices/in_1Pgc6tB7WZ01zgkWu9fdqL6I/lines"
  },
  "livemode": false,
  "metadata": {},
  "next_payment_attempt": 1234567890,
  "number": null,
  "object": "invoice",
  "on_behalf_of": null,
  "paid": false,
  "paid_out_of_band": false,
  "payment_intent": null,
  "payment_settings": {
    "default_mandate": null,
    "payment_method_options": null,
    "payment_method_types": null
  },
  "period_end": 1234567890,
  "period_start": 1234567890,
  "post_payment_credit_notes_amount": 0,
  "pre_payment_credit_notes_amount": 0,
  "quote": null,
  "receipt_number": null,
  "rendering": null,
  "shipping_cost": null,
  "shipping_details": null,
  "starting_balance": 0,
  "statement_descriptor": null,
  "status": "draft",
  "status_transitions": {
    "finalized_at": null,
    "marked_uncollectible_at": null,
    "paid_at": null,
    "voided_at": null
  },
  "subscription": null,
  "subscription_details": {
    "metadata": null
  },
  "subtotal": 1000,
  "subtotal_excluding_tax": 1000,
  "tax": null,
  "test_clock": null,
  "total": 1000,
  "total_discount_amounts": [],
  "total_excluding_tax": 1000,
  "total_tax_amounts": [],
  "transfer_data": null,
  "webhooks_delivered_at": 1234567890,
  "automatically_finalizes_at": null,
  "total_pretax_credit_amounts": null
};

/** `charge` before API version 2025-03-31. */
export const STRIPE_CHARGE_2025_02: Record<string, unknown> = {
  "amount": 100,
  "amount_captured": 0,
  "amount_refunded": 0,
  "application": null,
  "application_fee": null,
  "application_fee_amount": null,
  "balance_transaction": "txn_1PgaxNB7WZ01zgkWEV3TLf40",
  "billing_details": {
    "address": {
      "city": null,
      "country": null,
      "line1": null,
      "line2": null,
      "postal_code": null,
      "state": null
    },
    "email": null,
    "name": "Jenny Rosen",
    "phone": null
  },
  "calculated_statement_descriptor": null,
  "captured": false,
  "created": 1234567890,
  "currency": "usd",
  "customer": null,
  "description": "My First Test Charge (created for API docs)",
  "disputed": false,
  "failure_balance_transaction": null,
  "failure_code": null,
  "failure_message": null,
  "fraud_details": {},
  "id": "ch_1PgafuB7WZ01zgkWXYmPNZs8",
  "invoice": null,
  "livemode": false,
  "metadata": {},
  "object": "charge",
  "on_behalf_of": null,
  "outcome": null,
  "paid": true,
  "payment_intent": null,
  "payment_method": "card_1PgaftB7WZ01zgkWm3waTcFp",
  "payment_method_details": {
    "card": {
      "amount_authorized": null,
      "brand": "visa",
      "checks": {
        "address_line1_check": null,
        "address_postal_code_check": null,
        "cvc_check": "pass"
      },
      "country": "US",
      "exp_month": 8,
      "exp_year": 2025,
      "extended_authorization": {
        "status": "disabled"
      },
      "fingerprint": "AOB934RVNwzk6xtn",
      "funding": "credit",
      "incremental_authorization": {
        "status": "unavailable"
      },
      "installments": null,
      "last4": "4242",
      "mandate": null,
      "multicapture": {
        "status": "unavailable"
      },
      "network": "visa",
      "network_token": {
        "used": false
      },
      "overcapture": {
        "maximum_amount_capturable": 100,
        "status": "unavailable"
      },
      "three_d_secure": null,
      "wallet": null,
      "authorization_code": null,
      "regulated_status": null,
      "network_transaction_id": null
    },
    "type": "card"
  },
  "receipt_email": null,
  "receipt_number": null,
  "receipt_url": "https://sangeekp-15t6ai--manage-mydev.dev.stripe.me/receipts/payment/CAcaFwoVYWNjdF8xUGdhZlRCN1daMDF6Z2tXKI_ei7UGMgZv2S_KfiY6LCJrxC7awazgQA9I88krZKw5uuCkZ5Nup2tomEtAbSpdfzjVZHO3ZYP5KFZP",
  "refunded": false,
  "refunds": {
    "data": [],
    "has_more": false,
    "object": "list",
    "url": "/v1/charges/ch_1PgafuB7WZ01zgkWXYmPNZs8/refunds"
  },
  "review": null,
  "shipping": null,
  "source_transfer": null,
  "statement_descriptor": null,
  "statement_descriptor_suffix": null,
  "status": "succeeded",
  "transfer_data": null,
  "transfer_group": null,
  "source": null
};
