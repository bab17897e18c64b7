import { useState } from "react";
import { Card } from "@/components/card";
import { type Access, type ListedCustomer, usePublisherCustomers } from "../api/back-office";
import { answerText, formatDay } from "../utils/back-office-labels";
import { EmailSearch, LoadMore } from "./email-search";
import { FigureTable } from "./figure-table";

const header = ["Customer", "Since", "Answers", "Newsletters"];

/** The publisher's customers, newest first, with their answers and newsletters. */
export function CustomersView({ access }: { access: Access }) {
  const [email, setEmail] = useState("");
  const customers = usePublisherCustomers(access, email);
  const rows = (customers.data?.pages ?? []).flatMap((page) => page.data);
  return (
    <Card title="Customers">
      <EmailSearch onSearch={setEmail} />
      {customers.isPending ? (
        <p className="dashboard__status" role="status">
          Reading the customers…
        </p>
      ) : customers.isError ? (
        <p className="form-alert" role="alert">
          {customers.error.message}
        </p>
      ) : (
        <div className="back-office__list">
          <FigureTable
            caption={email ? `Customers with ${email}` : "Customers, newest first"}
            header={header}
            rows={rows.map(customerRow)}
            empty={email ? `No customer with ${email}.` : "No customers yet."}
          />
          <LoadMore
            hasMore={customers.hasNextPage}
            loading={customers.isFetchingNextPage}
            onMore={() => void customers.fetchNextPage()}
          />
        </div>
      )}
    </Card>
  );
}

function customerRow(customer: ListedCustomer) {
  return [
    customer.email ?? customer.phone ?? "Unknown",
    formatDay(customer.created_at),
    customer.custom_properties.length === 0
      ? "None"
      : customer.custom_properties
          .map((answer) => `${answer.label ?? answer.id}: ${answerText(answer.value)}`)
          .join("; "),
    customer.newsletters.length === 0
      ? "None"
      : customer.newsletters.map((newsletter) => newsletter.name).join(", "),
  ];
}
